export default function ReturnPolicyPage() {
  return <main className="p-4">ReturnPolicy</main>;
}
