/** Help and grievances (issue 34): raising a complaint, following one, the shopper's list, the grievance officer. */
export { myTicketsQueryOptions, ticketQueryOptions } from './api/tickets';
export { GrievanceOfficer } from './components/grievance-officer';
export { MyTickets } from './components/my-tickets';
export { RaiseComplaintForm } from './components/raise-complaint-form';
export { TicketView } from './components/ticket-view';
