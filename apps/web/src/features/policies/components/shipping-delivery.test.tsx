import { screen } from '@testing-library/react';
import { API_MESSAGES } from '@zari/contract';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { ShippingDeliveryPolicy } from './shipping-delivery';

describe('Shipping & Delivery policy', () => {
  it('states the cash-on-delivery limit the API enforces', async () => {
    renderRoute(<ShippingDeliveryPolicy />, { path: '/shipping-delivery' });
    expect(
      await screen.findByText(
        /Cash on delivery is available for orders up to ₹10,000, where the pincode allows it/,
      ),
    ).toBeInTheDocument();
    expect(API_MESSAGES.codLimitExceeded).toContain('up to ₹10,000');
  });
});
