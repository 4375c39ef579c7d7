export default function UserProfilePage() {
  return <main className="p-4">UserProfile</main>;
}
