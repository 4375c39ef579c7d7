export default function CategoryPage() {
  return <main className="p-4">Category</main>;
}
