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

/** Serviceable → success true with data; unserviceable → success false with the reason (SPEC §3). */
export const PincodeCheckResponse = envelope(PincodeCheckData.optional());
export type PincodeCheckResponse = z.infer<typeof PincodeCheckResponse>;
