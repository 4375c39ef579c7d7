import { SettingsView } from '@/features/account';

export default function SettingsPage() {
  return (
    <main>
      <SettingsView />
    </main>
  );
}
