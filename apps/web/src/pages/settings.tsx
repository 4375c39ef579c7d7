import { SettingsView } from '@/features/account/settings-view';

export default function SettingsPage() {
  return (
    <main>
      <SettingsView />
    </main>
  );
}
