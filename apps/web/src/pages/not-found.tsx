export default function NotFoundPage() {
  return <main className="p-4">NotFound</main>;
}
