import { EditProfileForm } from '@/features/account';
import { RouteHead } from '@/features/seo';

export default function EditProfilePage() {
  return (
    <main>
      <RouteHead screen="editProfile" />
      <EditProfileForm />
    </main>
  );
}
