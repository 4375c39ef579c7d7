import { DocumentTitle } from '@/components/ui/document-title';
import { EditProfileForm } from '@/features/account';

export default function EditProfilePage() {
  return (
    <main>
      <DocumentTitle screen="editProfile" />
      <EditProfileForm />
    </main>
  );
}
