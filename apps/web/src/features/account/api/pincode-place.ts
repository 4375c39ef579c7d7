import { api } from '@zari/api-client';
import { isValidPincode, PINCODE_TEXT } from '@zari/contract';

/** The city and state of a pincode the store knows (issue 34: filled as the pincode is typed), else null. */
export async function pincodePlace(pincode: string): Promise<{ city: string; state: string } | null> {
  if (!isValidPincode(pincode)) return null;
  try {
    const answer = await api.call('checkPincode', {
      body: { pincode },
      errorMessage: PINCODE_TEXT.networkFailure,
    });
    return answer.success && answer.data?.city && answer.data.state
      ? { city: answer.data.city, state: answer.data.state }
      : null;
  } catch {
    return null;
  }
}
