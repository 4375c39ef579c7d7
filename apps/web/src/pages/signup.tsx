export default function SignupPage() {
  return <main className="p-4">Signup</main>;
}
