/** The owner's store settings (issue 30) and the GSTR-1 download for the accountant. */
export { Gstr1Download } from './components/gstr1-download';
export { SettingsScreen } from './components/settings-screen';
