/**
 * Issue 36: on a slow phone the server's page is on screen before the app runs, and a shopper types into it.
 * React keeps the typed text on hydration but not in state; these forms must work with what is on screen.
 * Each test renders the server's HTML, types into it as the browser would, then hydrates it.
 */
import { act, screen } from '@testing-library/react';
import { OtpForm } from '@zari/auth';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PincodeCheck } from './components/pincode-check';

/** The server's HTML of `element`, typed into by `type` before hydration; hydrated, then returned. */
async function hydrateAfterTyping(element: ReactElement, type: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  type(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

const typeInto = (field: HTMLInputElement | null, value: string) => {
  if (!field) throw new Error('no field');
  field.value = value;
};

describe('Typed before hydration', () => {
  it('a pincode typed before the app ran is the pincode to check: Check is enabled', async () => {
    await hydrateAfterTyping(<PincodeCheck />, (page) =>
      typeInto(page.querySelector('input[name="pincode"]'), '560025'),
    );
    expect(screen.getByRole('textbox', { name: 'Enter pincode' })).toHaveValue('560025');
    expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
  });

  it('a phone typed (with spaces and +91) and consent ticked before the app ran enable Send OTP', async () => {
    const form = (
      <MemoryRouter initialEntries={['/login']}>
        <OtpForm mode="login" />
      </MemoryRouter>
    );
    await hydrateAfterTyping(form, (page) => {
      typeInto(page.querySelector('input[name="phone"]'), '+91 98765 43210');
      const consent = page.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (consent) consent.checked = true;
    });
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('9876543210');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});
