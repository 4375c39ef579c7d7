export default function OrdersPage() {
  return <main className="p-4">Orders</main>;
}
