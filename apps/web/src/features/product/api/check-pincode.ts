import { api } from '@zari/api-client';
import { PINCODE_TEXT } from '@zari/contract';

/** The pincode answer as the shopper reads it: the server's message and, when we deliver, the days. */
export interface PincodeResult {
  success: boolean;
  message: string;
  estimatedDeliveryDays: number | null;
}

export async function checkPincode(pincode: string): Promise<PincodeResult> {
  const answer = await api.call('checkPincode', {
    body: { pincode },
    errorMessage: PINCODE_TEXT.networkFailure,
  });
  return {
    success: answer.success,
    message: answer.message ?? '',
    estimatedDeliveryDays: answer.success ? (answer.data?.estimatedDeliveryDays ?? null) : null,
  };
}
