export default function HotListPage() {
  return <main className="p-4">HotList</main>;
}
