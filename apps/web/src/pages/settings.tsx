import { SettingsView } from '@/features/account';
import { RouteHead } from '@/features/seo';

export default function SettingsPage() {
  return (
    <main>
      <RouteHead screen="settings" />
      <SettingsView />
    </main>
  );
}
