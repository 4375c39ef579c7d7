import { EditProfileForm } from '@/features/account';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function EditProfilePage() {
  return (
    <main>
      <RouteHead head={() => unlistedHead('editProfile')} />
      <EditProfileForm />
    </main>
  );
}
