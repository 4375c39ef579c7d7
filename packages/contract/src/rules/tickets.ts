/**
 * Grievance tickets (issue 34, Consumer Protection (E-Commerce) Rules 2020, rule 4(5)): the categories a
 * shopper complains under, the statuses a ticket moves through and who may move it, the two clocks the rules
 * set (acknowledged within 48 hours, resolved within one month of the complaint) and the ticket's number.
 * Pure: the API applies these, the storefront and the back office show them.
 */
import { LOCALE_TAGS, type Locale } from '../i18n/locales.js';

export const TICKET_CATEGORIES = [
  'order_not_received',
  'damaged_or_wrong_item',
  'return_refund',
  'payment',
  'account',
  'other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_STATUSES = ['open', 'acknowledged', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Staff's moves: forward through the queue; `resolved` may still be closed; `closed` is final. */
const STAFF_MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['acknowledged', 'in_progress', 'resolved', 'closed'],
  acknowledged: ['in_progress', 'resolved', 'closed'],
  in_progress: ['resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

/** The statuses staff may move a ticket in `from` to (the back office offers these). */
export function staffTicketMoves(from: TicketStatus): readonly TicketStatus[] {
  return STAFF_MOVES[from];
}

export function mayStaffMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return STAFF_MOVES[from].includes(to);
}

/** Whether the shopper may still write on the ticket: everything but a closed one. */
export function shopperMayReply(status: TicketStatus): boolean {
  return status !== 'closed';
}

/**
 * The status a shopper's reply leaves: a resolved ticket is re-opened (back in progress, its resolve clock
 * running again from the complaint); any other open status stays as it is.
 */
export function statusAfterShopperReply(status: TicketStatus): TicketStatus {
  return status === 'resolved' ? 'in_progress' : status;
}

/** A staff reply on a ticket nobody acknowledged yet acknowledges it (the first answer is the acknowledgement). */
export function statusAfterStaffReply(status: TicketStatus): TicketStatus {
  return status === 'open' ? 'acknowledged' : status;
}

const HOUR_MS = 60 * 60 * 1000;

/** The rules' clocks: acknowledge within 48 hours, resolve within one month (30 days) of the complaint. */
export const TICKET_ACKNOWLEDGE_HOURS = 48;
export const TICKET_RESOLVE_DAYS = 30;
export const TICKET_ACKNOWLEDGE_MS = TICKET_ACKNOWLEDGE_HOURS * HOUR_MS;
export const TICKET_RESOLVE_MS = TICKET_RESOLVE_DAYS * 24 * HOUR_MS;

/** At most this many photos per ticket; description and reply lengths. */
export const TICKET_PHOTOS_MAX = 3;
export const TICKET_DESCRIPTION_MIN_LENGTH = 10;
export const TICKET_DESCRIPTION_MAX_LENGTH = 2000;
export const TICKET_REPLY_MAX_LENGTH = 2000;

/** Flood caps: tickets a phone, and an address, may raise in a rolling day. */
export const TICKETS_PER_PHONE_PER_DAY = 5;
export const TICKETS_PER_IP_PER_DAY = 20;
export const TICKET_FLOOD_WINDOW_MS = 24 * HOUR_MS;

/** How long a phone verified by OTP may raise tickets without signing in (the proof's life). */
export const TICKET_PHONE_PROOF_MINUTES = 30;

export interface TicketClock {
  /** ISO time the clock runs out. */
  dueAt: string;
  /** ISO time it was met (acknowledged, resolved), null while it runs. */
  metAt: string | null;
  /** Milliseconds left (negative: overdue by that much); null once met. */
  msLeft: number | null;
  /** Still running and past due. */
  overdue: boolean;
  /** Met, but after it was due. */
  metLate: boolean;
}

export interface TicketClocks {
  acknowledge: TicketClock;
  resolve: TicketClock;
}

export interface TicketTimes {
  createdAt: Date | string;
  acknowledgedAt: Date | string | null;
  resolvedAt: Date | string | null;
}

const ms = (time: Date | string) => (typeof time === 'string' ? Date.parse(time) : time.getTime());

function clock(start: number, spanMs: number, met: Date | string | null, now: number): TicketClock {
  const due = start + spanMs;
  if (met !== null) {
    const metMs = ms(met);
    return {
      dueAt: new Date(due).toISOString(),
      metAt: new Date(metMs).toISOString(),
      msLeft: null,
      overdue: false,
      metLate: metMs > due,
    };
  }
  return {
    dueAt: new Date(due).toISOString(),
    metAt: null,
    msLeft: due - now,
    overdue: now > due,
    metLate: false,
  };
}

/** Both clocks of a ticket at `now`: each one's due time, time left or overdue, and whether it was met. */
export function ticketClocks(ticket: TicketTimes, now: Date): TicketClocks {
  const start = ms(ticket.createdAt);
  const at = now.getTime();
  return {
    acknowledge: clock(start, TICKET_ACKNOWLEDGE_MS, ticket.acknowledgedAt, at),
    resolve: clock(start, TICKET_RESOLVE_MS, ticket.resolvedAt, at),
  };
}

/**
 * The queue's order key: the least time left on a running clock (negative when overdue, so overdue tickets
 * come first, the longest overdue at the top); a ticket with no running clock sorts last.
 */
export function ticketUrgencyMs(clocks: TicketClocks): number {
  const left = [clocks.acknowledge.msLeft, clocks.resolve.msLeft].filter((value) => value !== null);
  return left.length > 0 ? Math.min(...left) : Number.POSITIVE_INFINITY;
}

/** Whether any running clock of the ticket is past due. */
export function ticketOverdue(clocks: TicketClocks): boolean {
  return clocks.acknowledge.overdue || clocks.resolve.overdue;
}

type SpanUnit = 'day' | 'hour' | 'minute';
const ENGLISH_SPAN_UNITS: Record<SpanUnit, string> = { day: 'd', hour: 'h', minute: 'min' };
// Made on first use, one per language and unit (a page's first Intl object loads its locale data).
const spanUnitFormats = new Map<string, Intl.NumberFormat>();

function spanUnit(tag: string, unit: SpanUnit, value: number): string {
  const key = `${tag}/${unit}`;
  let format = spanUnitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' });
    spanUnitFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * "2 d 5 h", "3 h 20 min", "12 min": a span for a clock, rounded down, never below a minute. In another
 * language the units are that language's words ("2 दिन 5 घंटे"); English keeps the queue's short units.
 */
export function formatSpan(spanMs: number, locale?: Locale): string {
  const minutes = Math.max(1, Math.floor(Math.abs(spanMs) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const mins = minutes % 60;
  const parts: [number, SpanUnit][] =
    days > 0
      ? [
          [days, 'day'],
          [hours, 'hour'],
        ]
      : hours > 0
        ? [
            [hours, 'hour'],
            [mins, 'minute'],
          ]
        : [[mins, 'minute']];
  const shown = parts.filter(([value], index) => index === 0 || value > 0);
  if (!locale || locale === 'en') {
    return shown.map(([value, unit]) => `${value} ${ENGLISH_SPAN_UNITS[unit]}`).join(' ');
  }
  return shown.map(([value, unit]) => spanUnit(LOCALE_TAGS[locale], unit, value)).join(' ');
}

/** The month of a ticket's number in India time: `2611` for November 2026. */
function indiaYearMonth(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const yy = String(india.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(india.getUTCMonth() + 1).padStart(2, '0');
  return `${yy}${mm}`;
}

/**
 * A ticket's number, as the shopper reads it and quotes it: `ZT-2611-0042`, the month it was raised (India
 * time) and a store-wide serial (a database sequence, so unique whatever the month); at least four digits.
 */
export function ticketNumber(createdAt: Date, serial: number): string {
  return `ZT-${indiaYearMonth(createdAt)}-${String(serial).padStart(4, '0')}`;
}

export const TICKET_NUMBER_PATTERN = /^ZT-\d{4}-\d{4,}$/;
