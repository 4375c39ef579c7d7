import { EditProfileForm } from '@/features/account';

export default function EditProfilePage() {
  return (
    <main>
      <EditProfileForm />
    </main>
  );
}
