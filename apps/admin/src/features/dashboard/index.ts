/** The back office's first page: today's and the week's orders, what waits, what runs low. */
export { DashboardScreen } from './components/dashboard-screen';
