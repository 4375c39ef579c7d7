/**
 * Grievance tickets (issue 34): what the Help page, a ticket's page, the back office's queue and the API say,
 * and the texts of the messages a ticket sends. The clocks' words take their numbers from rules/tickets.ts.
 */
import { BRAND_NAME } from '../constants.js';
import {
  formatSpan,
  TICKET_ACKNOWLEDGE_HOURS,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_DESCRIPTION_MIN_LENGTH,
  TICKET_PHOTOS_MAX,
  TICKET_RESOLVE_DAYS,
  type TicketCategory,
  type TicketStatus,
} from '../rules/tickets.js';

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  order_not_received: 'Order not received',
  damaged_or_wrong_item: 'Damaged or wrong item',
  return_refund: 'Return or refund',
  payment: 'Payment',
  account: 'My account',
  other: 'Something else',
};

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Received',
  acknowledged: 'Acknowledged',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The storefront's Help page and a ticket's page. */
export const TICKET_TEXT = {
  pageTitle: 'Help',
  raiseTitle: 'Raise a complaint',
  intro: `Tell us what went wrong. We acknowledge every complaint within ${TICKET_ACKNOWLEDGE_HOURS} hours and resolve it within ${TICKET_RESOLVE_DAYS} days.`,
  categoryLabel: 'What is it about?',
  categoryPlaceholder: 'Choose one',
  orderLabel: 'Order (optional)',
  orderNone: 'Not about an order',
  orderOption: (display: string, date: string) => `Order ${display} · ${date}`,
  descriptionLabel: 'Describe the problem',
  descriptionHint: `At least ${TICKET_DESCRIPTION_MIN_LENGTH} characters.`,
  photosLabel: `Photos (up to ${TICKET_PHOTOS_MAX})`,
  addPhoto: 'Add photo',
  removePhoto: 'Remove photo',
  uploadingPhoto: 'Uploading photo…',
  submit: 'Submit complaint',
  submitting: 'Submitting…',
  phoneLabel: 'Mobile number',
  phoneIntro: 'Not signed in? Verify your mobile number and we will send your ticket number to it.',
  sendCode: 'Send code',
  codeLabel: 'Code sent by SMS',
  verify: 'Verify',
  phoneVerified: (phone: string) => `Verified: ${phone}`,
  raisedTitle: 'Complaint raised',
  raisedBody: (number: string) =>
    `Your ticket number is ${number}. We have sent it to your phone; keep it to follow your complaint.`,
  viewTicket: 'View ticket',
  myTickets: 'My complaints',
  noTickets: 'You have not raised any complaint.',
  ticketTitle: (number: string) => `Ticket ${number}`,
  statusLabel: 'Status',
  raisedOn: (date: string) => `Raised on ${date}`,
  acknowledgeClock: 'Acknowledgement',
  resolveClock: 'Resolution',
  clockDue: (span: string) => `due in ${span}`,
  clockOverdue: (span: string) => `overdue by ${span}`,
  clockMet: (date: string) => `done ${date}`,
  conversation: 'Conversation',
  you: 'You',
  staff: `${BRAND_NAME} support`,
  replyLabel: 'Your reply',
  sendReply: 'Send reply',
  sending: 'Sending…',
  closedNote: 'This ticket is closed. Raise a new complaint if you need more help.',
  notFound: 'We could not find this ticket.',
  officerTitle: 'Grievance officer',
  officerIntro: 'If you are not satisfied with our answer, write to our grievance officer:',
  officerName: (name: string, designation: string) => (designation ? `${name}, ${designation}` : name),
  helpLink: 'Help / Raise a complaint',
  signInToSee: 'Sign in to see your complaints.',
  loadFailed: 'Could not load your complaint. Please try again.',
  listFailed: 'Could not load your complaints. Please try again.',
  submitFailed: 'Could not raise your complaint. Please try again.',
  replyFailed: 'Could not send your reply. Please try again.',
  photoFailed: 'Could not upload the photo. Please try again.',
  otpFailed: 'Could not verify your number. Please try again.',
} as const;

/** The toasts of the Help pages (SPEC §8's shape: a title, an optional description). */
export const TICKET_TOASTS = {
  replySent: { title: 'Reply sent', description: 'We will answer here and by SMS.' },
  photoFailed: { title: 'Could not upload the photo', description: 'Please try again.' },
} as const;

/** The API's answers about tickets: each refusal says what to do. */
export const TICKET_MESSAGES = {
  created: (number: string) => `Complaint raised. Your ticket number is ${number}.`,
  replied: 'Reply sent.',
  updated: 'Ticket updated.',
  otpVerified: 'Mobile number verified.',
  notFound: 'Ticket not found.',
  categoryRequired: 'Choose what your complaint is about.',
  descriptionTooShort: `Describe the problem in at least ${TICKET_DESCRIPTION_MIN_LENGTH} characters.`,
  descriptionTooLong: `Keep the description within ${TICKET_DESCRIPTION_MAX_LENGTH} characters.`,
  replyEmpty: 'Write a reply first.',
  tooManyPhotos: `Add at most ${TICKET_PHOTOS_MAX} photos.`,
  photoUnknown: 'A photo was not uploaded. Please add it again.',
  orderNotYours: 'That order is not one of yours.',
  phoneProofRequired: 'Sign in or verify your mobile number to raise a complaint.',
  phoneProofInvalid: 'Your mobile number verification has expired. Please verify it again.',
  flood: 'You have raised several complaints today. Please wait for our answer, or reply on an open ticket.',
  closed: 'This ticket is closed. Raise a new complaint if you need more help.',
  moveNotAllowed: (from: string, to: string) => `A ticket that is ${from} cannot be moved to ${to}.`,
  nothingToDo: 'Write a reply or choose a new status.',
} as const;

/** SMS / WhatsApp texts a ticket sends (the events worker renders them; `url` is the ticket's page). */
export const TICKET_NOTIFICATION_TEXT = {
  created: (number: string, url: string) =>
    `${BRAND_NAME}: we received your complaint, ticket ${number}. We will acknowledge it within ${TICKET_ACKNOWLEDGE_HOURS} hours. Follow it: ${url}`,
  replied: (number: string, url: string) =>
    `${BRAND_NAME}: we replied on your ticket ${number}. Read it: ${url}`,
  status: (number: string, status: TicketStatus, url: string) =>
    `${BRAND_NAME}: your ticket ${number} is now ${TICKET_STATUS_LABELS[status].toLowerCase()}. ${url}`,
} as const;

/** The back office's Tickets screens. */
export const TICKET_ADMIN_TEXT = {
  navLabel: 'Tickets',
  queueTitle: 'Tickets',
  queueIntro: `Overdue first, then by time left. Acknowledge within ${TICKET_ACKNOWLEDGE_HOURS} hours and resolve within ${TICKET_RESOLVE_DAYS} days of the complaint.`,
  allStatuses: 'All open',
  columns: {
    number: 'Ticket',
    category: 'Category',
    customer: 'Customer',
    status: 'Status',
    acknowledge: 'Acknowledge',
    resolve: 'Resolve',
  },
  empty: 'No tickets here.',
  left: (spanMs: number) => `${formatSpan(spanMs)} left`,
  overdue: (spanMs: number) => `Overdue ${formatSpan(spanMs)}`,
  met: 'Done',
  metLate: 'Done late',
  detailTitle: (number: string) => `Ticket ${number}`,
  order: 'Order',
  phone: 'Phone',
  description: 'Complaint',
  photos: 'Photos',
  conversation: 'Conversation',
  shopper: 'Shopper',
  staff: 'Staff',
  replyLabel: 'Reply to the shopper',
  statusLabel: 'Status',
  keepStatus: 'Keep status',
  save: 'Send',
  saved: 'Ticket updated and the shopper messaged.',
  back: 'All tickets',
  loadFailed: 'Could not load the tickets. Please try again.',
  saveFailed: 'Could not update the ticket. Please try again.',
  anonymous: 'No account (verified phone)',
} as const;
