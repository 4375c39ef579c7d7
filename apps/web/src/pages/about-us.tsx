import { AboutUs } from '@/features/policies';
import { listedPageHead, RouteHead } from '@/features/seo';

export default function AboutUsPage() {
  return (
    <main>
      <RouteHead head={(origin) => listedPageHead('aboutUs', origin)} />
      <AboutUs />
    </main>
  );
}
