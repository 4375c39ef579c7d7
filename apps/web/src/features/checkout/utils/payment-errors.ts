/** How a payment attempt ended, when it did not end with a confirmation. */

/** The provider declined or the shopper chose Fail: SPEC §8 'Payment Failed' with the provider's description. */
export class PaymentFailedError extends Error {
  constructor(readonly description: string) {
    super(description);
    this.name = 'PaymentFailedError';
  }
}

/** The shopper closed the checkout without paying: nothing to report, the bag stays as it was. */
export class PaymentDismissedError extends Error {
  constructor() {
    super('Payment dismissed');
    this.name = 'PaymentDismissedError';
  }
}
