import { SettingsView } from '@/features/account';
import { RouteHead, unlistedHead } from '@/features/seo';

export default function SettingsPage() {
  return (
    <main>
      <RouteHead head={() => unlistedHead('settings')} />
      <SettingsView />
    </main>
  );
}
