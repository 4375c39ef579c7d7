import { DocumentTitle } from '@/components/ui/document-title';
import { ProfileHub } from '@/features/account';

export default function UserProfilePage() {
  return (
    <main>
      <DocumentTitle screen="userProfile" />
      <ProfileHub />
    </main>
  );
}
