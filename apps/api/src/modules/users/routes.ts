/**
 * PATCH /api/users/{userId}: multipart fields (SPEC §7), only for the session's own user. Multipart is
 * registered here alone, with limits that fit one avatar data URL; a truncated field is refused, never
 * stored cut short.
 */
import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@zari/contract';
import { ROUTES, UpdateProfileFields } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, ForbiddenError, PayloadTooLargeError } from '../../lib/errors.js';
import { multipartError } from '../../lib/multipart.js';
import { registerRoute } from '../../lib/route.js';
import { AVATAR_DATA_URL_MAX_CHARS } from './avatar.js';
import { toUser } from './dto.js';
import type { UsersService } from './service.js';

const MAX_FIELDS = 8;
/** One avatar plus the text fields; more than that in total is refused whatever the split. */
const MAX_TOTAL_CHARS = AVATAR_DATA_URL_MAX_CHARS + 16 * 1024;

async function readMultipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields = new Map<string, string>();
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'field' || typeof part.value !== 'string') {
        throw new BadRequestError(API_MESSAGES.badRequest);
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new PayloadTooLargeError(API_MESSAGES.payloadTooLarge);
      }
      if (fields.has(part.fieldname)) throw new BadRequestError(API_MESSAGES.badRequest);
      total += part.value.length;
      if (total > MAX_TOTAL_CHARS) throw new PayloadTooLargeError(API_MESSAGES.payloadTooLarge);
      fields.set(part.fieldname, part.value);
    }
  } catch (error) {
    throw multipartError(error);
  }
  return Object.fromEntries(fields);
}

export function usersRoutes(deps: { users: UsersService }) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fieldNameSize: 100,
        fieldSize: AVATAR_DATA_URL_MAX_CHARS,
        fields: MAX_FIELDS,
        files: 0,
        parts: MAX_FIELDS,
        headerPairs: 20,
      },
    });

    registerRoute(
      app,
      ROUTES.updateUser,
      async (request) => {
        if (request.params.userId !== request.user.id) throw new ForbiddenError(API_MESSAGES.forbidden);
        const raw = request.isMultipart() ? await readMultipartFields(request) : request.body;
        const parsed = UpdateProfileFields.safeParse(raw ?? {});
        if (!parsed.success) {
          throw new BadRequestError(parsed.error.issues[0]?.message ?? API_MESSAGES.badRequest);
        }
        const updated = await deps.users.updateProfile(request.user, parsed.data);
        return { success: true, message: API_MESSAGES.profileUpdated, data: toUser(updated) };
      },
      { rawBody: true },
    );
  };
}
