import { DocumentTitle } from '@/components/ui/document-title';
import { SettingsView } from '@/features/account';

export default function SettingsPage() {
  return (
    <main>
      <DocumentTitle screen="settings" />
      <SettingsView />
    </main>
  );
}
