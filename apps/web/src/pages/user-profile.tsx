import { ProfileHub } from '@/features/account';
import { RouteHead } from '@/features/seo';

export default function UserProfilePage() {
  return (
    <main>
      <RouteHead screen="userProfile" />
      <ProfileHub />
    </main>
  );
}
