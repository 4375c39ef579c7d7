import { EditProfileForm } from '@/features/account/edit-profile-form';

export default function EditProfilePage() {
  return (
    <main>
      <EditProfileForm />
    </main>
  );
}
