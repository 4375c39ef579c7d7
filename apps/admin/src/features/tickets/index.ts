/** Grievance tickets (issue 34): the queue with both clocks, overdue first; one ticket with reply and status. */
export { TicketDetailScreen } from './components/ticket-detail-screen';
export { TicketsScreen } from './components/tickets-screen';
