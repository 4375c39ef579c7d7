import { SettingsView } from '@/features/account';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function SettingsPage() {
  useDocumentTitle({ screen: 'settings' });
  return (
    <main>
      <SettingsView />
    </main>
  );
}
