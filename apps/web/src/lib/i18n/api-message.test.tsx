/** Issue 35: an API refusal shows in the page's language by its code, English as the server sent it. */
import { renderHook } from '@testing-library/react';
import { ApiError } from '@zari/api-client';
import { API_MESSAGES } from '@zari/contract';
import { API_MESSAGES as HI_API_MESSAGES } from '@zari/contract/messages/hi/api';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocaleProvider, loadAllModules, loadApiAnswers, useServerMessage } from '.';

function InHindi({ children }: { children: ReactNode }) {
  return <LocaleProvider locale="hi">{children}</LocaleProvider>;
}
function InEnglish({ children }: { children: ReactNode }) {
  return <LocaleProvider locale="en">{children}</LocaleProvider>;
}

const refusal = new ApiError('Could not place the order', 400, API_MESSAGES.pincodeInvalid, {
  code: 'pincodeInvalid',
});

describe('useServerMessage', () => {
  beforeAll(() => Promise.all([loadAllModules('hi'), loadApiAnswers('hi')]));

  it('shows the Hindi text of the envelope’s code on a Hindi page', () => {
    const { result } = renderHook(() => useServerMessage(), { wrapper: InHindi });
    expect(result.current(refusal)).toBe(HI_API_MESSAGES.pincodeInvalid);
    expect(result.current(refusal)).not.toBe(API_MESSAGES.pincodeInvalid);
    // A code the catalogue does not know, or none: the server's English message.
    expect(result.current(new ApiError('x', 400, 'Plain English', { code: 'no.such' }))).toBe(
      'Plain English',
    );
    expect(result.current(new ApiError('x', 400, 'Plain English'))).toBe('Plain English');
    expect(result.current(new Error('not from the API'))).toBeUndefined();
  });

  it('shows the server’s English message on an English page', () => {
    const { result } = renderHook(() => useServerMessage(), { wrapper: InEnglish });
    expect(result.current(refusal)).toBe(API_MESSAGES.pincodeInvalid);
  });
});
