import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it("styles a file field's button and centres it in the box, instead of the browser's bare top-aligned one", () => {
    render(<Input type="file" aria-label="Photos" />);
    const field = screen.getByLabelText('Photos');
    expect(field).toHaveClass('py-1.5', 'text-sm', 'file:bg-brand-50', 'file:font-semibold');
    // The body size (16 px on a phone) is for typing, not for the file name line.
    expect(field).not.toHaveClass('text-base');
  });

  it('keeps a text field at 16 px on a phone, so the browser does not zoom on focus', () => {
    render(<Input aria-label="Name" />);
    expect(screen.getByLabelText('Name')).toHaveClass('text-base', 'sm:text-sm');
    expect(screen.getByLabelText('Name')).not.toHaveClass('py-1.5');
  });
});
