export default function ShippingDeliveryPage() {
  return <main className="p-4">ShippingDelivery</main>;
}
