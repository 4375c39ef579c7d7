/** The return flow's draft (issue 33): what the shopper chose, checked by the contract's rules, as the API's body. */
import {
  type CreateReturnRequest,
  RETURN_FLOW_TEXT,
  RETURN_MESSAGES,
  type RefundDetailsMessages,
  type RefundMethod,
  type ReturnReason,
  refundDetailsProblem,
  type ShippingAddress,
} from '@zari/contract';

export interface LineChoice {
  chosen: boolean;
  quantity: number;
  reason: ReturnReason;
  note: string;
}

export interface ReturnDraft {
  lines: Record<string, LineChoice>;
  photos: string[];
  address: ShippingAddress;
  refund: { method: RefundMethod; upiId: string; accountNumber: string; ifsc: string; accountName: string };
}

export function firstDraft(address: ShippingAddress, paymentMethod: string): ReturnDraft {
  return {
    lines: {},
    photos: [],
    address,
    refund: {
      method: paymentMethod === 'cod' ? 'upi' : 'source',
      upiId: '',
      accountNumber: '',
      ifsc: '',
      accountName: '',
    },
  };
}

export const chosenLines = (draft: ReturnDraft) =>
  Object.entries(draft.lines).filter(([, line]) => line.chosen && line.quantity > 0);

/** What the refund of the chosen pieces comes to: each line's next pieces' refunds, in rupees. */
export function refundTotal(draft: ReturnDraft, pieceRefunds: Record<string, readonly number[]>): number {
  const paise = chosenLines(draft).reduce(
    (total, [lineId, line]) =>
      total +
      (pieceRefunds[lineId] ?? [])
        .slice(0, line.quantity)
        .reduce((sum, rupees) => sum + Math.round(rupees * 100), 0),
    0,
  );
  return paise / 100;
}

/** The first problem of a step, in the contract's words (the page's language's, when given), or null. */
export function stepProblem(
  step: number,
  draft: ReturnDraft,
  paymentMethod: string,
  text: {
    RETURN_FLOW_TEXT: Pick<typeof RETURN_FLOW_TEXT, 'chooseAtLeastOne'>;
    RETURN_MESSAGES: RefundDetailsMessages;
  } = { RETURN_FLOW_TEXT, RETURN_MESSAGES },
): string | null {
  if (step === 0 && chosenLines(draft).length === 0) return text.RETURN_FLOW_TEXT.chooseAtLeastOne;
  if (step === 2) return refundDetailsProblem(paymentMethod, draft.refund, text.RETURN_MESSAGES);
  return null;
}

export function bodyOf(draft: ReturnDraft): CreateReturnRequest {
  const { method, upiId, accountNumber, ifsc, accountName } = draft.refund;
  return {
    lines: chosenLines(draft).map(([lineId, line]) => ({
      lineId,
      quantity: line.quantity,
      reason: line.reason,
      ...(line.note.trim() && { note: line.note.trim() }),
    })),
    ...(draft.photos.length > 0 && { photos: draft.photos }),
    pickupAddress: draft.address,
    refund:
      method === 'upi'
        ? { method, upiId }
        : method === 'bank'
          ? { method, accountNumber, ifsc, accountName }
          : { method },
  };
}
