import { AboutUs } from '@/features/policies/about-us';

export default function AboutUsPage() {
  return (
    <main>
      <AboutUs />
    </main>
  );
}
