/** The delivery check of the product page (SPEC §7, DESIGN §4): format first, then the serviceable table. */
import { API_MESSAGES, isValidPincode } from '@zari/contract';
import type { PincodeCheckResponse } from '@zari/contract/schemas';
import type { Database } from '../../db/client.js';
import { BadRequestError } from '../../lib/errors.js';
import { findPincode } from './repository.js';

export type PincodeService = ReturnType<typeof pincodeService>;

export function pincodeService(deps: { db: Database }) {
  return {
    /** The serviceable-pincode row of a well-formed pincode, or undefined where we do not deliver. */
    find(pincode: string) {
      return findPincode(deps.db, pincode);
    },

    /** Malformed input is the client's mistake (400); a well-formed pincode we do not serve is an answer. */
    async check(input: string): Promise<PincodeCheckResponse> {
      const pincode = input.trim();
      if (pincode === '') throw new BadRequestError(API_MESSAGES.pincodeRequired);
      if (!isValidPincode(pincode)) throw new BadRequestError(API_MESSAGES.pincodeInvalid);
      const row = await findPincode(deps.db, pincode);
      if (!row) return { success: false, message: API_MESSAGES.pincodeUnserviceable };
      return {
        success: true,
        message: API_MESSAGES.pincodeServiceable(row.city, row.deliveryDays),
        data: {
          pincode: row.pincode,
          estimatedDeliveryDays: row.deliveryDays,
          city: row.city,
          state: row.state,
          codAvailable: row.codAvailable,
        },
      };
    },
  };
}
