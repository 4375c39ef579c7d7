export default function AboutUsPage() {
  return <main className="p-4">AboutUs</main>;
}
