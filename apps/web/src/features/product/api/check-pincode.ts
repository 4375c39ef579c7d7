import { useMutation } from '@tanstack/react-query';
import { API_PATHS, PINCODE_TEXT, type PincodeCheckResponse } from '@zari/contract';
import { apiRequest } from '@/lib/api';

/** The pincode answer as the shopper reads it: the server's message and, when we deliver, the days. */
export interface PincodeResult {
  success: boolean;
  message: string;
  estimatedDeliveryDays: number | null;
}

export async function checkPincode(pincode: string): Promise<PincodeResult> {
  const answer = await apiRequest<PincodeCheckResponse>(API_PATHS.pincodeCheck, {
    method: 'POST',
    json: { pincode },
    errorMessage: PINCODE_TEXT.networkFailure,
  });
  return {
    success: answer.success,
    message: answer.message ?? '',
    estimatedDeliveryDays: answer.success ? (answer.data?.estimatedDeliveryDays ?? null) : null,
  };
}

export const useCheckPincode = () => useMutation({ mutationFn: checkPincode });
