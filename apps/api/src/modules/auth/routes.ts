/** OTP signup and login, the session calls (`/me`, `/logout`) and, with the console provider, the dev outbox. */
import { API_MESSAGES } from '@zari/contract';
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { OtpPurpose } from '../../db/schema/index.js';
import { AppError, UnauthorizedError } from '../../lib/errors.js';
import type { Metrics } from '../../lib/metrics.js';
import { registerRoute } from '../../lib/route.js';
import type { SmsSender } from '../../providers/sms/index.js';
import type { SessionCookie } from '../sessions/cookie.js';
import type { SessionsService } from '../sessions/service.js';
import { toUser } from '../users/dto.js';
import type { AuthService } from './service.js';

export function authRoutes(deps: {
  auth: AuthService;
  sessions: SessionsService;
  cookie: SessionCookie;
  sms: SmsSender;
  /** Whether `/api/dev/*` may exist at all (config.ts `demoRoutesAllowed`). */
  demoRoutes: boolean;
  metrics: Pick<Metrics, 'otp'>;
}) {
  const { auth, sessions, cookie, sms, metrics } = deps;
  return async (app: FastifyInstance) => {
    const send = (purpose: OtpPurpose) => async (request: { body: { phone: string }; ip: string }) => {
      let sent: { resendAfterSeconds: number };
      try {
        sent = await auth.sendCode(purpose, request.body.phone, request.ip);
      } catch (error) {
        // Refusals (caps, unknown or blocked phone, resend too soon) are what an operator watches for abuse.
        if (error instanceof AppError && error.statusCode < 500) metrics.otp(purpose, error.statusCode);
        throw error;
      }
      metrics.otp(purpose, 'sent');
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
        );
        cookie.set(reply, token);
        return { success: true, message, data: toUser(user) };
      }) satisfies Parameters<typeof registerRoute<typeof ROUTES.verifyLoginOtp>>[2];
    registerRoute(app, ROUTES.verifyLoginOtp, verify('login', API_MESSAGES.loginSuccess));
    registerRoute(app, ROUTES.verifySignupOtp, verify('signup', API_MESSAGES.signupSuccess));

    registerRoute(app, ROUTES.getMe, async (request) => ({ success: true, data: toUser(request.user) }));

    registerRoute(app, ROUTES.logout, async (request, reply) => {
      const token = cookie.read(request);
      const ended = token ? await sessions.revoke(token) : false;
      cookie.clear(reply);
      if (!ended) throw new UnauthorizedError(API_MESSAGES.unauthenticated);
      return { success: true, message: API_MESSAGES.loggedOut };
    });

    const outbox = sms.outbox;
    if (outbox && deps.demoRoutes) {
      registerRoute(app, ROUTES.devOutbox, async (request) => {
        const messages = await outbox(request.query.phone);
        return {
          success: true,
          data: messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() })),
        };
      });
    }
  };
}
