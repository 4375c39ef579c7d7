export default function ShippingAddressPage() {
  return <main className="p-4">ShippingAddress</main>;
}
