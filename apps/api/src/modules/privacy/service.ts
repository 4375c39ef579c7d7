/**
 * The shopper's data rights (issue 34; DESIGN §10 Data rights). Modules register their personal-data
 * sections; an export collects every section in the background (a worker claims queued exports with SKIP
 * LOCKED, as the events worker does its deliveries) into one JSON file kept in the database, downloadable
 * once, by its owner, for DATA_EXPORT_TTL_HOURS. An erasure, confirmed with a fresh code, runs every
 * section's erase in one transaction and records "erasure request completed" in the audit log.
 */
import { randomBytes } from 'node:crypto';
import {
  API_MESSAGES,
  DATA_EXPORT_TTL_HOURS,
  DATA_RIGHTS_MESSAGES,
  type DataExport,
  ERASED_CUSTOMER_PREFIX,
  ERASURE_AUDIT_ACTION,
  type ErasureHolds,
  type ErasureStatus,
  erasureHolds,
  isErasureHeld,
  mergeErasureFacts,
} from '@zari/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError, withCode } from '../../lib/errors.js';
import type { AuditService } from '../audit/service.js';
import * as repository from './repository.js';
import type { Erasure, PersonalDataSection } from './sections.js';

const HOUR_MS = 60 * 60 * 1000;
/** A claim holds an export this long; a worker killed mid-way leaves it to be taken again after. */
const LEASE_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 3;

export interface PrivacyDeps {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Sends the code that confirms an erasure, and checks it (the auth module's OTP). */
  otp: {
    send(phone: string, ip: string): Promise<{ resendAfterSeconds: number }>;
    consume(phone: string, code: string): Promise<void>;
  };
  pollMs: number;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

export function createPrivacyService(deps: PrivacyDeps) {
  const { db, clock, audit, log } = deps;
  const sections: PersonalDataSection[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let current: Promise<unknown> | undefined;

  function toDto(row: repository.DataExportRow, userId: string): DataExport {
    const expired =
      row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() <= clock.now().getTime();
    const status = expired ? 'expired' : row.status;
    return {
      _id: row.id,
      status,
      createdAt: row.createdAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadUrl: status === 'ready' ? `/api/users/${userId}/data-export/${row.id}/file` : null,
    };
  }

  /** Every section's data for one user, as the export file. */
  async function collect(userId: string) {
    const file: Record<string, unknown> = {
      exportedAt: clock.now().toISOString(),
      note: 'Your personal data held by the store. Amounts are in paise (1/100 of a rupee).',
    };
    for (const section of sections) {
      const data = await section.collect(userId);
      if (data !== undefined) file[section.name] = data;
    }
    return file;
  }

  /** Produces one due export, if any; answers whether it did. */
  async function runOnce() {
    const now = clock.now();
    await repository.expireExports(db, now);
    const job = await repository.claimExport(db, now, new Date(now.getTime() + LEASE_MS));
    if (!job) return false;
    try {
      const content = JSON.stringify(await collect(job.userId), null, 2);
      const readyAt = clock.now();
      await repository.markReady(
        db,
        job.id,
        content,
        readyAt,
        new Date(readyAt.getTime() + DATA_EXPORT_TTL_HOURS * HOUR_MS),
      );
    } catch (error) {
      log.error({ err: error, export: job.id }, 'data export failed');
      await repository.markFailedOrRetry(db, job.id, job.attempts >= MAX_ATTEMPTS);
    }
    return true;
  }

  async function loop() {
    if (!running) return;
    try {
      current = (async () => {
        while (running && (await runOnce())) {
          // Drain what is due, then wait.
        }
      })();
      await current;
    } catch (error) {
      log.error({ err: error }, 'data export worker pass failed');
    }
    if (running) timer = setTimeout(loop, deps.pollMs);
  }

  /** What still holds the shopper's erasure (the contract's rule over every section's facts). */
  async function holdsOf(executor: Executor, userId: string): Promise<ErasureHolds> {
    const facts = [];
    for (const section of sections)
      if (section.erasureFacts) facts.push(await section.erasureFacts(executor, userId));
    return erasureHolds(mergeErasureFacts(facts));
  }

  /** 409 naming what is still open, with its counts, when anything holds the erasure. */
  async function refuseWhileHeld(executor: Executor, userId: string) {
    const held = await holdsOf(executor, userId);
    if (!isErasureHeld(held)) return;
    const params = [held.orders, held.returns, held.refunds] as const;
    throw withCode(
      new ConflictError(DATA_RIGHTS_MESSAGES.eraseOpenItems(...params)),
      'dataRights.eraseOpenItems',
      params,
    );
  }

  return {
    /** Adds a domain's section (app.ts, one line per module). */
    register(section: PersonalDataSection) {
      sections.push(section);
    },

    /** Asks for an export; while one is being prepared, answers that one. */
    async requestExport(userId: string) {
      const pending = await repository.pendingExport(db, userId);
      const row = pending ?? (await repository.insertExport(db, userId, clock.now()));
      // Start at once rather than at the next poll (the worker may be idle).
      if (running)
        setImmediate(() => void runOnce().catch((error) => log.error({ err: error }, 'data export failed')));
      return toDto(row, userId);
    },

    async exportStatus(userId: string, exportId: string) {
      const row = await repository.findExport(db, userId, exportId);
      if (!row) throw new NotFoundError(DATA_RIGHTS_MESSAGES.exportNotFound);
      return toDto(row, userId);
    },

    /** The file, once: a second download, an expired or another user's export is refused. */
    async downloadExport(userId: string, exportId: string) {
      const row = await repository.findExport(db, userId, exportId);
      if (!row) throw new NotFoundError(DATA_RIGHTS_MESSAGES.exportNotFound);
      if (row.status === 'queued' || row.status === 'running') {
        throw new ConflictError(DATA_RIGHTS_MESSAGES.exportNotReady);
      }
      const content = await repository.takeFile(db, userId, exportId, clock.now());
      if (!content) throw new NotFoundError(DATA_RIGHTS_MESSAGES.exportGone);
      return content;
    },

    /** Whether the account may be erased now, or what holds it (Your data shows the reason, not the button). */
    async erasureStatus(userId: string): Promise<ErasureStatus> {
      const held = await holdsOf(db, userId);
      const canErase = !isErasureHeld(held);
      return {
        canErase,
        held,
        message: canErase
          ? null
          : DATA_RIGHTS_MESSAGES.eraseOpenItems(held.orders, held.returns, held.refunds),
      };
    },

    async sendEraseCode(userId: string, ip: string) {
      const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      if (!user) throw new NotFoundError(API_MESSAGES.userNotFound);
      await refuseWhileHeld(db, userId);
      return deps.otp.send(user.phone, ip);
    },

    /**
     * Erases the account (irreversible). The code is checked (and consumed) first; then, in one transaction
     * with the user's row locked, every section erases or pseudonymises its part and the audit log records the
     * erasure by the pseudonym alone. Answers the pseudonym.
     */
    async eraseAccount(userId: string, code: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.erasedAt)));
      if (!user) throw new NotFoundError(API_MESSAGES.userNotFound);
      // Checked before the code is used up, so a shopper told to wait keeps their code; again under the lock.
      await refuseWhileHeld(db, userId);
      await deps.otp.consume(user.phone, code);

      const pseudonym = `${ERASED_CUSTOMER_PREFIX} ${randomBytes(4).toString('hex').toUpperCase()}`;
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!locked || locked.erasedAt) throw new NotFoundError(API_MESSAGES.userNotFound);
        // Under the lock: an order being placed holds the row too (orders' lockShoppers), so it either committed
        // before this read (and holds the erasure) or waits and then finds the account erased.
        await refuseWhileHeld(tx, userId);
        const extra: string[] = [];
        for (const section of sections) extra.push(...((await section.personalStrings?.(tx, userId)) ?? []));
        const erasure: Erasure = {
          userId,
          phone: locked.phone,
          fullName: locked.fullName,
          email: locked.email,
          address: locked.address,
          extra,
          pseudonym,
          now: clock.now(),
        };
        // The profile last: the other sections may still read the user's row.
        const ordered = [
          ...sections.filter((s) => s.name !== 'profile'),
          ...sections.filter((s) => s.name === 'profile'),
        ];
        for (const section of ordered) await section.erase(tx, userId, erasure);
        await repository.deleteExportsOf(tx, userId);
        await audit.record(tx, {
          actorId: null,
          action: ERASURE_AUDIT_ACTION,
          entityType: 'user',
          entityId: userId,
          after: { pseudonym },
        });
      });
      for (const section of sections) {
        await section
          .afterCommit?.(userId)
          .catch((error: unknown) => log.warn({ err: error }, 'erasure clean-up failed'));
      }
      return pseudonym;
    },

    runOnce,
    start() {
      if (running) return;
      running = true;
      timer = setTimeout(loop, 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
