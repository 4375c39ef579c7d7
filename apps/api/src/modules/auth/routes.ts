/** OTP signup and login, the session calls (`/me`, `/logout`) and, with the console provider, the dev outbox. */
import {
  API_MESSAGES,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  type NotificationChannel,
  TICKET_MESSAGES,
} from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OtpPurpose } from '../../db/schema/index.js';
import { AppError, UnauthorizedError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import { registerRoute } from '../../lib/route.js';
import type { SmsSender } from '../../providers/sms/index.js';
import type { SessionCookie } from '../sessions/cookie.js';
import type { SessionsService } from '../sessions/service.js';
import { toUser } from '../users/dto.js';
import type { AuthService } from './service.js';

/**
 * The dev outbox entries this browser asked for (a public demo): their ids, random UUIDs nobody else can
 * guess, in an httpOnly cookie sent to the API only. So a demo shopper signs in with the code their own
 * request made, and nobody reads a code another browser asked for.
 */
const OUTBOX_COOKIE = 'zari_outbox';
const OUTBOX_COOKIE_ENTRIES = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function outboxEntries(request: FastifyRequest) {
  return (request.cookies[OUTBOX_COOKIE] ?? '').split(',').filter((id) => UUID.test(id));
}

function rememberOutboxEntry(request: FastifyRequest, reply: FastifyReply, id: string) {
  const ids = [...outboxEntries(request), id].slice(-OUTBOX_COOKIE_ENTRIES);
  reply.setCookie(OUTBOX_COOKIE, ids.join(','), {
    httpOnly: true,
    sameSite: 'strict',
    secure: true,
    path: '/api',
    maxAge: 60 * 60,
  });
}

/** The language a request asks for (issue 35): its body's own, else the storefront's language cookie. */
function requestLocale(request: FastifyRequest, asked: Locale | undefined): Locale | undefined {
  const cookie = request.cookies[LOCALE_COOKIE];
  return asked ?? (isLocale(cookie) ? cookie : undefined);
}

export function authRoutes(deps: {
  auth: AuthService;
  sessions: SessionsService;
  cookie: SessionCookie;
  sms: SmsSender;
  /** Whether `/api/dev/*` may exist at all (config.ts `demoRoutesAllowed`). */
  demoRoutes: boolean;
  /**
   * A public demo (production): the outbox shows a browser only the codes it asked for itself, never a
   * staff member's. Outside production it is a developer's tool and shows every phone's codes.
   */
  publicOutbox: boolean;
  metrics: Pick<Metrics, 'otp'>;
  /**
   * Issue 34: what a phone verified for a complaint earns (the tickets module's phone proof); without it the
   * ticket OTP routes are not registered.
   */
  ticketPhoneProof?: (phone: string) => { phone: string; phoneProof: string; expiresAt: Date };
}) {
  const { auth, sessions, cookie, sms, metrics } = deps;
  const outbox = deps.demoRoutes ? sms.outbox : undefined;
  return async (app: FastifyInstance) => {
    const send =
      (purpose: OtpPurpose) =>
      async (request: FastifyRequest & { body: { phone: string; locale?: Locale } }, reply: FastifyReply) => {
        let sent: Awaited<ReturnType<AuthService['sendCode']>>;
        const locale = requestLocale(request, request.body.locale);
        try {
          sent = await auth.sendCode(purpose, request.body.phone, request.ip, locale);
        } catch (error) {
          // Refusals (caps, unknown or blocked phone, resend too soon) are what an operator watches for abuse.
          if (error instanceof AppError && error.statusCode < 500) metrics.otp(purpose, error.statusCode);
          throw error;
        }
        metrics.otp(purpose, 'sent');
        if (outbox && deps.publicOutbox && sent.outboxId) rememberOutboxEntry(request, reply, sent.outboxId);
        return { success: true, message: API_MESSAGES.otpSent, resendAfterSeconds: sent.resendAfterSeconds };
      };
    registerRoute(app, ROUTES.sendLoginOtp, send('login'));
    registerRoute(app, ROUTES.sendSignupOtp, send('signup'));

    const verify = (purpose: OtpPurpose, message: string) =>
      (async (request, reply) => {
        const { user, token } = await auth.verifyCode(
          purpose,
          request.body.phone,
          request.body.otp,
          cookie.read(request),
          // Only the signup body has them (the login schema strips unknown fields).
          (request.body as { channel?: NotificationChannel }).channel,
          purpose === 'signup'
            ? requestLocale(request, (request.body as { locale?: Locale }).locale)
            : undefined,
        );
        cookie.set(reply, token);
        return { success: true, message, data: toUser(user) };
      }) satisfies Parameters<typeof registerRoute<typeof ROUTES.verifyLoginOtp>>[2];
    registerRoute(app, ROUTES.verifyLoginOtp, verify('login', API_MESSAGES.loginSuccess));
    registerRoute(app, ROUTES.verifySignupOtp, verify('signup', API_MESSAGES.signupSuccess));

    const ticketPhoneProof = deps.ticketPhoneProof;
    if (ticketPhoneProof) {
      registerRoute(app, ROUTES.sendTicketOtp, send('ticket'));
      registerRoute(app, ROUTES.verifyTicketOtp, async (request) => {
        await auth.verifyPhone('ticket', request.body.phone, request.body.otp);
        const proof = ticketPhoneProof(request.body.phone);
        return {
          success: true,
          message: TICKET_MESSAGES.otpVerified,
          data: { ...proof, expiresAt: proof.expiresAt.toISOString() },
        };
      });
    }

    registerRoute(app, ROUTES.getMe, async (request) => ({ success: true, data: toUser(request.user) }));

    registerRoute(app, ROUTES.logout, async (request, reply) => {
      const token = cookie.read(request);
      const ended = token ? await sessions.revoke(token) : false;
      cookie.clear(reply);
      if (!ended) throw new UnauthorizedError(API_MESSAGES.unauthenticated);
      return { success: true, message: API_MESSAGES.loggedOut };
    });

    if (outbox) {
      registerRoute(app, ROUTES.devOutbox, async (request) => {
        const { phone } = request.query;
        const publicOutbox = deps.publicOutbox;
        const messages =
          publicOutbox && (await auth.isStaffPhone(phone))
            ? []
            : await outbox(phone, publicOutbox ? outboxEntries(request) : undefined);
        return {
          success: true,
          data: messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })),
        };
      });
    }
  };
}
