import { AboutUs } from '@/features/policies';

export default function AboutUsPage() {
  return (
    <main>
      <AboutUs />
    </main>
  );
}
