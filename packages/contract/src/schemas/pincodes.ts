import { z } from 'zod';
import { envelope } from './common.js';

export const PincodeCheckRequest = z.object({
  pincode: z.string().max(32),
});
export type PincodeCheckRequest = z.infer<typeof PincodeCheckRequest>;

export const PincodeCheckData = z.object({
  pincode: z.string(),
  estimatedDeliveryDays: z.number().int().positive(),
  city: z.string(),
  state: z.string(),
  codAvailable: z.boolean(),
});
export type PincodeCheckData = z.infer<typeof PincodeCheckData>;

/**
 * Serviceable → success true with data; unserviceable → success false with the reason (SPEC §3). Additive
 * (issue 35): the message's `code` (`pincodeServiceable` with `params` [city, days], or `pincodeUnserviceable`),
 * so the product page says it in the shopper's language.
 */
export const PincodeCheckResponse = envelope(PincodeCheckData.optional()).extend({
  code: z.enum(['pincodeServiceable', 'pincodeUnserviceable']).optional(),
  params: z.array(z.union([z.string(), z.number()])).optional(),
});
export type PincodeCheckResponse = z.infer<typeof PincodeCheckResponse>;
