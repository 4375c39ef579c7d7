import { AboutUs } from '@/features/policies';
import { RouteHead } from '@/features/seo';

export default function AboutUsPage() {
  return (
    <main>
      <RouteHead screen="aboutUs" />
      <AboutUs />
    </main>
  );
}
