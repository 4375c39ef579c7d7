import { AboutUs } from '@/features/policies';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AboutUsPage() {
  useDocumentTitle({ screen: 'aboutUs' });
  return (
    <main>
      <AboutUs />
    </main>
  );
}
