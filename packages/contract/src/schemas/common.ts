import { z } from 'zod';
import { API_MESSAGES } from '../messages.js';
import { isStorableText } from '../rules/text.js';

/**
 * Every string a client sends: text Postgres can store (no NUL, no lone surrogate), else a 400 naming the
 * field. Request schemas start from this, never from `z.string()`.
 */
export const Text = () => z.string().refine(isStorableText, API_MESSAGES.textNotStorable);

/** Every id leaves the API as a UUID string under `_id`. */
export const Id = z.uuid({ message: API_MESSAGES.invalidId });
export type Id = z.infer<typeof Id>;

export const IdParams = z.object({ id: Id });

/** Money at the edge is in rupees (SPEC §3); inside it is integer paise. */
export const Rupees = z.number().nonnegative();

/** Image paths are stored relative (`/uploads/…`); the web prefixes the API origin. */
export const ImagePath = z.string();

/** The `{ success, message?, data? }` envelope of every answer (DESIGN §3). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    message: z.string().optional(),
    data,
  });
}

/** A 204 answer: no body at all. */
export const NoContent = z.null();

export const MessageResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * `message` is English (SPEC §8); `code` names it stably (API_MESSAGES' key, or `area.key`, see
 * `apiMessageCode`) so the storefront shows it in the shopper's language, built with `params` where the
 * message takes values (issue 35).
 */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  params: z.array(z.union([z.string(), z.number(), z.array(z.string())])).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/**
 * The body of a call that takes none but is sent `{}` (SPEC §7: cancel sends an empty JSON body); a call
 * that sends no body at all is accepted too.
 */
export const EmptyBody = z.object({}).nullish();
