export default function BagPage() {
  return <main className="p-4">Bag</main>;
}
