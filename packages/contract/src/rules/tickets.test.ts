import { describe, expect, it } from 'vitest';
import { notificationText } from '../messages/notifications.js';
import {
  formatSpan,
  mayStaffMoveTicket,
  shopperMayReply,
  statusAfterShopperReply,
  statusAfterStaffReply,
  TICKET_NUMBER_PATTERN,
  ticketClocks,
  ticketNumber,
  ticketOverdue,
  ticketUrgencyMs,
} from './tickets.js';

const HOUR = 60 * 60 * 1000;
const created = new Date('2026-11-01T10:00:00.000Z');
const at = (hours: number) => new Date(created.getTime() + hours * HOUR);

describe('ticket clocks', () => {
  it('gives 48 hours to acknowledge and 30 days to resolve, counting down from the complaint', () => {
    const clocks = ticketClocks({ createdAt: created, acknowledgedAt: null, resolvedAt: null }, at(10));
    expect(clocks.acknowledge.dueAt).toBe('2026-11-03T10:00:00.000Z');
    expect(clocks.acknowledge.msLeft).toBe(38 * HOUR);
    expect(clocks.resolve.dueAt).toBe('2026-12-01T10:00:00.000Z');
    expect(clocks.resolve.msLeft).toBe((30 * 24 - 10) * HOUR);
    expect(ticketOverdue(clocks)).toBe(false);
    expect(ticketUrgencyMs(clocks)).toBe(38 * HOUR);
  });

  it('is overdue once an unmet clock passes its due time, and overdue sorts before any time left', () => {
    const late = ticketClocks({ createdAt: created, acknowledgedAt: null, resolvedAt: null }, at(50));
    expect(late.acknowledge.overdue).toBe(true);
    expect(late.acknowledge.msLeft).toBe(-2 * HOUR);
    expect(ticketOverdue(late)).toBe(true);
    const fresh = ticketClocks({ createdAt: at(49), acknowledgedAt: null, resolvedAt: null }, at(50));
    expect(ticketUrgencyMs(late)).toBeLessThan(ticketUrgencyMs(fresh));
  });

  it('stops a clock when met and remembers a late one; a resolved ticket has no running clock', () => {
    const acked = ticketClocks({ createdAt: created, acknowledgedAt: at(60), resolvedAt: null }, at(70));
    expect(acked.acknowledge).toMatchObject({ msLeft: null, overdue: false, metLate: true });
    expect(acked.resolve.msLeft).toBe((30 * 24 - 70) * HOUR);
    expect(ticketUrgencyMs(acked)).toBe(acked.resolve.msLeft);
    const done = ticketClocks({ createdAt: created, acknowledgedAt: at(1), resolvedAt: at(2) }, at(2000));
    expect(ticketOverdue(done)).toBe(false);
    expect(ticketUrgencyMs(done)).toBe(Number.POSITIVE_INFINITY);
  });

  it('formats spans for the queue', () => {
    expect(formatSpan(38 * HOUR)).toBe('1 d 14 h');
    expect(formatSpan(-2 * HOUR - 20 * 60_000)).toBe('2 h 20 min');
    expect(formatSpan(5_000)).toBe('1 min');
    expect(formatSpan(2 * 24 * HOUR)).toBe('2 d');
    expect(formatSpan(3 * HOUR)).toBe('3 h');
  });

  it("formats spans in the shopper's language with its own unit words", () => {
    expect(formatSpan(38 * HOUR, 'en')).toBe('1 d 14 h');
    expect(formatSpan(38 * HOUR, 'hi')).toBe('1 दिन 14 घंटे');
    expect(formatSpan(-2 * HOUR - 20 * 60_000, 'hi')).toBe('2 घंटे 20 मिनट');
    expect(formatSpan(5_000, 'hi')).toBe('1 मिनट');
    expect(formatSpan(3 * HOUR, 'hi')).toBe('3 घंटे');
  });
});

describe('ticket states', () => {
  it('lets staff move forward, re-open a resolved ticket, never move a closed one', () => {
    expect(mayStaffMoveTicket('open', 'acknowledged')).toBe(true);
    expect(mayStaffMoveTicket('in_progress', 'open')).toBe(false);
    expect(mayStaffMoveTicket('resolved', 'in_progress')).toBe(true);
    expect(mayStaffMoveTicket('closed', 'in_progress')).toBe(false);
  });

  it("re-opens a resolved ticket on the shopper's reply; a staff reply acknowledges an open one", () => {
    expect(statusAfterShopperReply('resolved')).toBe('in_progress');
    expect(statusAfterShopperReply('acknowledged')).toBe('acknowledged');
    expect(shopperMayReply('closed')).toBe(false);
    expect(statusAfterStaffReply('open')).toBe('acknowledged');
    expect(statusAfterStaffReply('in_progress')).toBe('in_progress');
  });
});

describe('ticket numbers and messages', () => {
  it('names the India month and a padded serial', () => {
    expect(ticketNumber(new Date('2026-11-30T19:00:00.000Z'), 42)).toBe('ZT-2612-0042');
    expect(ticketNumber(new Date('2026-11-05T00:00:00.000Z'), 123456)).toBe('ZT-2611-123456');
    expect(TICKET_NUMBER_PATTERN.test('ZT-2611-0042')).toBe(true);
  });

  it("links a message to the ticket's page, with the key only when it has one", () => {
    const text = notificationText(
      'ticket_created',
      { ticketId: 't1', number: 'ZT-2611-0042', key: 'abc' },
      'https://zari.example',
    );
    expect(text).toContain('ZT-2611-0042');
    expect(text).toContain('https://zari.example/help/tickets/t1?key=abc');
    expect(
      notificationText('ticket_replied', { ticketId: 't1', number: 'ZT-2611-0042' }, 'https://z.example'),
    ).toMatch(/https:\/\/z\.example\/help\/tickets\/t1$/);
  });
});
