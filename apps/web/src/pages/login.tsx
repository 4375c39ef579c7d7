export default function LoginPage() {
  return <main className="p-4">Login</main>;
}
