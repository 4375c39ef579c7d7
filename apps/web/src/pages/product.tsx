export default function ProductPage() {
  return <main className="p-4">Product</main>;
}
