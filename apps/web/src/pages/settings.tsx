export default function SettingsPage() {
  return <main className="p-4">Settings</main>;
}
