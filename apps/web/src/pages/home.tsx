export default function HomePage() {
  return <main className="p-4">Home</main>;
}
