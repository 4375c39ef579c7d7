import { ProfileHub } from '@/features/account/profile-hub';

export default function UserProfilePage() {
  return (
    <main>
      <ProfileHub />
    </main>
  );
}
