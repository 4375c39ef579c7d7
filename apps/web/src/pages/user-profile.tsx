import { ProfileHub } from '@/features/account';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function UserProfilePage() {
  useDocumentTitle({ screen: 'userProfile' });
  return (
    <main>
      <ProfileHub />
    </main>
  );
}
