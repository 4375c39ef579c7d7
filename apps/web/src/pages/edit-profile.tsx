import { EditProfileForm } from '@/features/account';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function EditProfilePage() {
  useDocumentTitle({ screen: 'editProfile' });
  return (
    <main>
      <EditProfileForm />
    </main>
  );
}
