import { ProfileHub } from '@/features/account';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function UserProfilePage() {
  return (
    <main>
      <RouteHead head={() => unlistedHead('userProfile')} />
      <ProfileHub />
    </main>
  );
}
