/** The owner's pages: who works in the back office, and the audit log of what they changed. */
export { AuditScreen } from './components/audit-screen';
export { StaffScreen } from './components/staff-screen';
