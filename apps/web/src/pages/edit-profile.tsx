export default function EditProfilePage() {
  return <main className="p-4">EditProfile</main>;
}
