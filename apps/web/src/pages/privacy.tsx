import { PrivacyNotice } from '@/features/policies';
import { listedPageHead, RouteHead } from '@/features/seo';

export default function PrivacyPage() {
  return (
    <main>
      <RouteHead head={(origin) => listedPageHead('privacy', origin)} />
      <PrivacyNotice />
    </main>
  );
}
