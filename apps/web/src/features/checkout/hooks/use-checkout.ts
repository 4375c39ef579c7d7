/**
 * Placing an order (SPEC §4): COD places it at once; razorpay and online pay first through the gateway the
 * API runs (Razorpay's script or the simulated dialog), verify the signature, then place the order with
 * method razorpay so the server can match it to the verified payment. The payment order is created with the
 * order itself, so a shopper who pays and loses the tab before placing still gets it (the API's webhook
 * places it). Every failure ends in one toast of SPEC §8 and leaves the bag as it was.
 */

import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@zari/api-client';
import {
  API_MESSAGES,
  type CartQuote,
  normalizeIndianPhone,
  type OrderPayload,
  PAYMENT_SERVER_ERRORS,
  type PaymentConfirmation,
  type PaymentMethod,
  type PaymentOrder,
  paymentAmountPaise,
  rupeesToPaise,
  type ShippingAddress,
  STORAGE_KEYS,
  TOASTS,
  type User,
} from '@zari/contract';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { writeStored } from '@zari/ui/storage';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { authActions, isSessionExpired, readStoredUser } from '@/features/auth';
import {
  CART_QUOTE_QUERY_ROOT,
  cartActions,
  cartQuoteQueryOptions,
  orderLinesOf,
  promoActions,
  quoteRequestOf,
  useBagQuote,
  useBagTotals,
  useCart,
} from '@/features/bag';
import { createOrder, ORDERS_QUERY_ROOT } from '@/features/orders';
import { useServerMessage, useText } from '@/lib/i18n';
import { createPaymentOrder } from '../api/create-payment-order';
import { getPaymentConfig } from '../api/get-payment-config';
import { verifyPayment } from '../api/verify-payment';
import type { SimulatedCheckoutSession } from '../components/simulated-checkout-dialog';
import { createIdempotencyKeys } from '../utils/idempotency-key';
import { PaymentDismissedError, PaymentFailedError } from '../utils/payment-errors';
import { openRazorpayCheckout } from '../utils/razorpay-checkout';

/** The server's refusals that are about the postal code: the form marks that field, not only a toast. */
const POSTAL_CODE_REFUSALS: readonly string[] = [
  API_MESSAGES.pincodeUnserviceable,
  API_MESSAGES.pincodeInvalid,
];

/** The server's refusal of the postal code in `error`, if that is what it was. */
function postalCodeRefusal(
  error: unknown,
  serverMessageOf: (error: unknown) => string | undefined,
): string | null {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message && POSTAL_CODE_REFUSALS.includes(message) ? (serverMessageOf(error) ?? message) : null;
}
/** Online payments are placed as razorpay (the method the server matches to the verified payment). */
const placedMethod = (method: PaymentMethod): PaymentMethod => (method === 'cod' ? 'cod' : 'razorpay');

/** The server's words when it sent some, or the message we threw ourselves; otherwise the toast's own. */
function descriptionOf(
  error: unknown,
  serverMessageOf: (error: unknown) => string | undefined,
): string | undefined {
  if (error instanceof ApiError) return serverMessageOf(error);
  if (error instanceof Error && error.name === 'Error') return error.message || undefined;
  return undefined;
}

/** The server refused for a changed offer (or stock): the bag's quote is priced again before a retry. */
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export function useCheckout(donationRupees: number, method: PaymentMethod) {
  const tx = useText({ PAYMENT_SERVER_ERRORS, TOASTS });
  const serverMessageOf = useServerMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { lines } = useCart();
  const busy = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [simulated, setSimulated] = useState<SimulatedCheckoutSession | null>(null);
  /** Why the server refused the postal code of the last attempt, shown on that field until it changes. */
  const [postalCodeProblem, setPostalCodeProblem] = useState<string | null>(null);
  const [paymentKeys] = useState(createIdempotencyKeys);
  const [orderKeys] = useState(createIdempotencyKeys);

  // The server's figures for the method chosen (a code may be for prepaid orders only); the browser's own
  // sums only if the quote cannot be had, as the server prices the order itself anyway.
  const figures = useBagQuote(donationRupees, placedMethod(method));
  const local = useBagTotals(donationRupees);
  const totalPaise = figures.totalPaise ?? local.totalPaise;

  /**
   * The server's quote for exactly this bag and method, at the moment of placing: the bag's own answer when
   * it is there, else asked now (a tap right after a change never places on stale figures). Null if the
   * quote fails: the server then prices the order alone.
   */
  const quoteNow = (placed: PaymentMethod): Promise<CartQuote | null> =>
    queryClient
      .fetchQuery(
        cartQuoteQueryOptions(
          quoteRequestOf(lines, figures.promoCode, donationRupees, placed),
          readStoredUser()?._id ?? null,
        ),
      )
      .then((answer) => answer.quote)
      .catch(() => null);
  const refreshQuote = () => queryClient.invalidateQueries({ queryKey: CART_QUOTE_QUERY_ROOT });

  const requireLogin = () => {
    notifyError(tx.TOASTS.loginRequiredOrder);
    navigate(paths.login.getHref(paths.bag.getHref({ checkout: true })));
  };

  const sessionGone = () => {
    authActions.signOutLocally();
    requireLogin();
  };

  const openSimulated = (order: PaymentOrder) =>
    new Promise<PaymentConfirmation>((resolve, reject) => setSimulated({ order, resolve, reject }));

  /** Returns the verified payment's order id, or null after telling the shopper why not. */
  const pay = async (user: User, order: OrderPayload, chargePaise: number): Promise<string | null> => {
    const address = order.shippingAddress;
    let confirmation: PaymentConfirmation;
    try {
      const config = (await getPaymentConfig()).data;
      const amountPaise = paymentAmountPaise(chargePaise);
      const created = await createPaymentOrder(
        amountPaise,
        order,
        paymentKeys.keyFor({ amountPaise, order }),
      );
      paymentKeys.answered();
      if (!created.success) throw new Error(created.message || tx.PAYMENT_SERVER_ERRORS.createOrderFailed);
      confirmation =
        config.gateway === 'razorpay'
          ? await openRazorpayCheckout(
              config.keyId,
              created.data,
              {
                name: address.fullName || user.fullName,
                // The provider wants the number as digits; the form shows it spaced for reading.
                contact: normalizeIndianPhone(address.phone) ?? user.phone,
              },
              tx.TOASTS,
            )
          : await openSimulated(created.data);
    } catch (error) {
      if (error instanceof PaymentDismissedError) return null;
      setPostalCodeProblem(postalCodeRefusal(error, serverMessageOf));
      if (isConflict(error)) void refreshQuote();
      if (isSessionExpired(error)) sessionGone();
      else if (error instanceof PaymentFailedError) notifyError(tx.TOASTS.paymentFailed, error.description);
      else notifyError(tx.TOASTS.paymentError, descriptionOf(error, serverMessageOf));
      return null;
    }
    try {
      const verified = await verifyPayment(confirmation);
      if (!verified.success) throw new Error(verified.message || tx.PAYMENT_SERVER_ERRORS.verificationFailed);
    } catch (error) {
      notifyError(tx.TOASTS.paymentVerificationFailed, descriptionOf(error, serverMessageOf));
      return null;
    }
    return confirmation.razorpay_order_id;
  };

  /** `afterPlaced`: what else follows a placed order (issue 34: saving the address to the book). */
  const submit = async (address: ShippingAddress, afterPlaced?: () => Promise<unknown>) => {
    if (busy.current) return;
    const user = readStoredUser();
    if (!user) return requireLogin();
    if (lines.length === 0) return notifyError(tx.TOASTS.emptyCart);
    busy.current = true;
    setPlacing(true);
    try {
      const quote = await quoteNow(placedMethod(method));
      // The typed code goes with the order only when the quote applied it; the welcome offer needs none.
      const code = figures.promoCode;
      const promoCode = code && quote?.promotion?.code === code ? code : undefined;
      const order: OrderPayload = {
        user: user._id,
        products: orderLinesOf(lines),
        shippingAddress: address,
        paymentMethod: placedMethod(method),
        donationAmount: donationRupees,
        ...(promoCode ? { promoCode } : {}),
        // What the bag showed off: any other discount at placement is a 409, never a surprise charge.
        ...(quote ? { expectedDiscount: quote.discount } : {}),
      };
      const chargePaise = quote ? rupeesToPaise(quote.total) : local.totalPaise;
      const razorpayOrderId = method === 'cod' ? undefined : await pay(user, order, chargePaise);
      if (method !== 'cod' && !razorpayOrderId) return;
      try {
        const placed = razorpayOrderId ? { ...order, razorpay_order_id: razorpayOrderId } : order;
        const answer = await createOrder(placed, orderKeys.keyFor(placed));
        orderKeys.answered();
        if (!answer.success) throw new Error(answer.message || tx.TOASTS.orderFailed.description);
      } catch (error) {
        setPostalCodeProblem(postalCodeRefusal(error, serverMessageOf));
        // 409 "offer changed" or "no longer applies": its message says so; the bag shows the new figures.
        if (isConflict(error)) void refreshQuote();
        if (isSessionExpired(error)) sessionGone();
        else notifyError(tx.TOASTS.orderFailed, descriptionOf(error, serverMessageOf));
        return;
      }
      cartActions.clear();
      // The code was spent on this order; the next bag starts without it.
      promoActions.remove();
      // The next checkout starts from the address this order went to.
      writeStored(STORAGE_KEYS.shippingAddress, address);
      // Best effort: the order is placed whatever becomes of it.
      await afterPlaced?.().catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
      notifySuccess(tx.TOASTS.orderPlaced);
      navigate(paths.orders.getHref());
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  };

  return {
    submit,
    placing,
    postalCodeProblem,
    clearPostalCodeProblem: () => setPostalCodeProblem(null),
    figures,
    totalPaise,
    requireLogin,
    simulated,
    closeSimulated: () => setSimulated(null),
  };
}
