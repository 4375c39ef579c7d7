/** Real-user speed (issue 36): web-vitals and the first working tap, one beacon per page hide. Loaded lazily. */
export { startSpeedReports } from './utils/report-speed';
