/**
 * useText in a language whose runtime and module have not loaded yet: the component waits for both and
 * then shows the translation. (It used to suspend on the runtime, then, retried, on the module at the same
 * `use` place, which React answered with the runtime: the text came out English, and a server-rendered
 * Hindi page failed to hydrate, React #418, in journey 24.)
 */
import { act, render, screen } from '@testing-library/react';
import { HOME_TEXT, SEO_TEXT } from '@zari/contract';
import { HOME_TEXT as HI_HOME } from '@zari/contract/messages/hi/home';
import { SEO_TEXT as HI_SEO } from '@zari/contract/messages/hi/seo';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { LocaleProvider, useText } from '.';

function Texts() {
  const tx = useText({ HOME_TEXT, SEO_TEXT });
  return (
    <p>
      {tx.HOME_TEXT.specialOffers} | {tx.SEO_TEXT.home}
    </p>
  );
}

it('shows the Hindi texts once the runtime and their modules have loaded, never English', async () => {
  expect(HI_HOME.specialOffers).not.toBe(HOME_TEXT.specialOffers);
  await act(async () => {
    render(
      <LocaleProvider locale="hi">
        <Suspense fallback={<p>waiting</p>}>
          <Texts />
        </Suspense>
      </LocaleProvider>,
    );
  });
  expect(
    await screen.findByText(`${HI_HOME.specialOffers} | ${HI_SEO.home}`, undefined, { timeout: 10_000 }),
  ).toBeInTheDocument();
});
