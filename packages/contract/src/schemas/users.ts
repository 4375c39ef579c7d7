import { z } from 'zod';
import { OTP_LENGTH, USER_ROLES } from '../constants.js';
import { LOCALES } from '../i18n/locales.js';
import {
  API_MESSAGES,
  CONSENT_PURPOSES,
  CONSENT_SOURCES,
  DATA_EXPORT_STATUSES,
  NOTIFICATION_CHANNELS,
} from '../messages.js';
import { isValidIndianMobile, normalizeIndianPhone } from '../rules/phone.js';
import { envelope, Id, ImagePath, MessageResponse, Text } from './common.js';

/** Accepts the ways shoppers type a mobile number and hands the service `+91XXXXXXXXXX`. */
export const IndianPhone = z
  .string({ message: API_MESSAGES.invalidPhone })
  .max(20, API_MESSAGES.invalidPhone)
  .refine(isValidIndianMobile, API_MESSAGES.invalidPhone)
  .transform((value) => normalizeIndianPhone(value) as string);

export const OtpCode = z
  .string({ message: API_MESSAGES.invalidOtpFormat })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), API_MESSAGES.invalidOtpFormat);

/**
 * Additive `locale` (issue 35): the language of the OTP text message; without it, the `zari_locale` cookie's,
 * else English.
 */
export const SendOtpRequest = z.object({ phone: IndianPhone, locale: z.enum(LOCALES).optional() });
export type SendOtpRequest = z.input<typeof SendOtpRequest>;

/** A code was sent: the message, and how long the shopper must wait before asking for another. */
export const OtpSentResponse = MessageResponse.extend({
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type OtpSentResponse = z.infer<typeof OtpSentResponse>;

export const VerifyOtpRequest = z.object({ phone: IndianPhone, otp: OtpCode });
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequest>;

/**
 * Additive: the signup's "send updates by" choice (SPEC §2 Signup), remembered as the preferred channel;
 * `whatsapp` is also the shopper's consent to WhatsApp messages. Without it, SMS.
 */
export const VerifySignupOtpRequest = VerifyOtpRequest.extend({
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  /** Additive (issue 35): the new account's language; without it, the `zari_locale` cookie's, else English. */
  locale: z.enum(LOCALES).optional(),
});
export type VerifySignupOtpRequest = z.input<typeof VerifySignupOtpRequest>;

export const User = z.object({
  _id: Id,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  avatar: ImagePath,
  updatedAt: z.string(),
  /** Additive: the back office opens for staff and owners. */
  role: z.enum(USER_ROLES).optional(),
  /** Additive (issue 35): the shopper's language, for the storefront and their SMS/WhatsApp messages. */
  locale: z.enum(LOCALES).optional(),
});
export type User = z.infer<typeof User>;

export const UserResponse = envelope(User);

export const UserIdParams = z.object({ userId: Id });

/** The multipart fields of `PATCH /api/users/{userId}` (SPEC §7); the avatar is a data-URL string. */
export const UpdateProfileFields = z.object({
  fullName: Text().trim().max(100).optional(),
  email: z.union([z.literal(''), z.email({ message: API_MESSAGES.invalidEmail }).max(254)]).optional(),
  address: Text().trim().max(500).optional(),
  avatar: Text().optional(),
  /** Additive (issue 35): the shopper's language (Settings' language choice). */
  locale: z.enum(LOCALES).optional(),
});
export type UpdateProfileFields = z.infer<typeof UpdateProfileFields>;

export const DevOutboxQuery = z.object({ phone: IndianPhone });
export const DevOutboxMessage = z.object({
  to: z.string(),
  body: z.string(),
  code: z.string(),
  sentAt: z.string(),
  /** Additive: order updates go by SMS or WhatsApp; sign-in codes by SMS. */
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
});
export const DevOutboxResponse = envelope(z.array(DevOutboxMessage));

export const ConsentPurposeParams = z.object({ userId: Id, purpose: z.enum(CONSENT_PURPOSES) });

/** One purpose's state now: granted or not, and where and when that was said (`default`: never asked). */
export const Consent = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  at: z.string().nullable(),
});
export type Consent = z.infer<typeof Consent>;

export const ConsentSettings = z.object({
  /** Where order updates go: WhatsApp only while the `whatsapp` consent is granted. */
  preferredChannel: z.enum(NOTIFICATION_CHANNELS),
  consents: z.array(Consent),
});
export type ConsentSettings = z.infer<typeof ConsentSettings>;
export const ConsentSettingsResponse = envelope(ConsentSettings);

/** Granting `whatsapp` makes it the preferred channel; withdrawing it goes back to SMS. */
export const ConsentUpdate = z.object({ granted: z.boolean() });
export type ConsentUpdate = z.infer<typeof ConsentUpdate>;

/** Issue 34: one export of the shopper's data, produced in the background. */
export const DataExportParams = z.object({ userId: Id, exportId: Id });
export const DataExport = z.object({
  _id: Id,
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the file may be downloaded (once); null until it is ready. */
  expiresAt: z.string().nullable(),
  /** The one-time download, only while `status` is `ready`. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;
export const DataExportResponse = envelope(DataExport);
/** The export file: a JSON document of every section of the shopper's data. */
export const DataExportFile = z.record(z.string(), z.unknown());

/** Issue 34: erasing the account needs a fresh code sent to its phone (`POST …/erase-otp`). */
export const DeleteAccountRequest = z.object({ otp: OtpCode });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/**
 * Issue 34: whether the account may be erased now (`rules/erasure.ts`): what still holds it, counted, and the
 * refusal the erasure would answer (English; the storefront builds it from `held` in the shopper's language).
 */
export const ErasureStatus = z.object({
  canErase: z.boolean(),
  held: z.object({
    orders: z.number().int().nonnegative(),
    returns: z.number().int().nonnegative(),
    refunds: z.number().int().nonnegative(),
  }),
  message: z.string().nullable(),
});
export type ErasureStatus = z.infer<typeof ErasureStatus>;
export const ErasureStatusResponse = envelope(ErasureStatus);
