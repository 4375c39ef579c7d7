import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceCards } from './choice-cards';
import { Field, TextField } from './field';

/** Checkout's choice, as a parent holds it. */
function PaymentMethod() {
  const [method, setMethod] = useState<'cod' | 'online'>('cod');
  return (
    <ChoiceCards
      name="paymentMethod"
      value={method}
      onChange={setMethod}
      choices={[
        { value: 'cod', label: 'Cash on delivery', hint: 'Pay when it arrives' },
        { value: 'online', label: 'Pay online' },
      ]}
    />
  );
}

describe('Field', () => {
  it('labels its control and names its hint, then its error, as the description', () => {
    render(
      <TextField
        label="Full name"
        hint="As on your ID"
        error="Full name is required"
        required
        defaultValue=""
      />,
    );
    const input = screen.getByRole('textbox', { name: /Full name/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Full name is required As on your ID');
    // The asterisk is for the eye; the control's `required` is what a screen reader hears.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps an id the form gives it, so the form can focus the first invalid field', () => {
    render(<TextField id="checkout-city" label="City" />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'checkout-city');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-describedby');
  });

  it('hands any control the label, id and description', () => {
    render(
      <Field label="Category" error="Pick a category">
        {(props) => (
          <select {...props}>
            <option>Tops</option>
          </select>
        )}
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Pick a category');
  });
});

describe('ChoiceCards', () => {
  it('is a group of radios, one checked, that follows the choice', () => {
    render(<PaymentMethod />);
    const cod = screen.getByRole('radio', { name: /Cash on delivery/ });
    const online = screen.getByRole('radio', { name: 'Pay online' });
    expect(cod).toBeChecked();
    online.click();
    expect(online).toBeChecked();
    expect(cod).not.toBeChecked();
  });
});
