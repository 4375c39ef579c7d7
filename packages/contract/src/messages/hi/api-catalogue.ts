/** The API's answers in Hindi by code (see `apiMessageIn` and `apiMessageFor`). */
import type { ApiMessageCatalogue } from '../../i18n/api-codes.js';
import { ADDRESS_MESSAGES } from './addresses.js';
import { API_MESSAGES } from './api.js';
import { DATA_RIGHTS_MESSAGES } from './data-rights.js';
import { PROMOTION_REFUSAL_TEXT, PROMOTION_TEXT } from './promotions.js';
import { REFUND_MESSAGES } from './refunds.js';
import { RETURN_MESSAGES } from './returns.js';
import { TAX_MESSAGES } from './tax.js';
import { TICKET_MESSAGES } from './tickets.js';

export const HI_API_CATALOGUE: ApiMessageCatalogue = {
  api: API_MESSAGES,
  return: RETURN_MESSAGES,
  refund: REFUND_MESSAGES,
  tax: TAX_MESSAGES,
  promotion: {
    ...PROMOTION_REFUSAL_TEXT,
    offerChanged: PROMOTION_TEXT.offerChanged,
    noLongerApplies: PROMOTION_TEXT.noLongerApplies,
  },
  ticket: TICKET_MESSAGES,
  address: ADDRESS_MESSAGES,
  dataRights: DATA_RIGHTS_MESSAGES,
};
