import { DocumentTitle } from '@/components/ui/document-title';
import { AboutUs } from '@/features/policies';

export default function AboutUsPage() {
  return (
    <main>
      <DocumentTitle screen="aboutUs" />
      <AboutUs />
    </main>
  );
}
