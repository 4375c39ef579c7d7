import { ProfileHub } from '@/features/account';

export default function UserProfilePage() {
  return (
    <main>
      <ProfileHub />
    </main>
  );
}
