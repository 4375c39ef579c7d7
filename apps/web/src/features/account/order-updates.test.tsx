import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, type ConsentSettings } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import SettingsPage from '@/pages/settings';
import { dismissToastsBetweenTests, meHandler, signIn, testUser } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

/** The consents API as users/consents.ts answers it: granting WhatsApp makes it the channel. */
function answerConsents(start: ConsentSettings['preferredChannel'], options: { failPut?: boolean } = {}) {
  let channel = start;
  const puts: { purpose: string; body: unknown }[] = [];
  const settings = (): ConsentSettings => ({
    preferredChannel: channel,
    consents: [
      { purpose: 'order_updates', granted: true, source: 'default', at: null },
      { purpose: 'whatsapp', granted: channel === 'whatsapp', source: 'settings', at: null },
    ] as ConsentSettings['consents'],
  });
  server.use(
    meHandler(),
    http.get(`*${API_PATHS.userConsents.replace(':userId', testUser._id)}`, () =>
      HttpResponse.json({ success: true, data: settings() }),
    ),
    http.put('*/api/users/:userId/consents/:purpose', async ({ params, request }) => {
      const body = (await request.json()) as { granted: boolean };
      puts.push({ purpose: String(params.purpose), body });
      if (options.failPut) return HttpResponse.json({ success: false, message: 'down' }, { status: 503 });
      channel = body.granted ? 'whatsapp' : 'sms';
      return HttpResponse.json({ success: true, data: settings() });
    }),
  );
  return puts;
}

const renderSettings = () =>
  renderRoute(<SettingsPage />, {
    path: '/settings',
    otherRoutes: [{ path: '/login', element: <p>Login page</p> }],
  });

describe('Settings: order updates', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();

  it('shows the channel the server has, and switches to WhatsApp through the consents API', async () => {
    signIn();
    const puts = answerConsents('sms');
    const { user } = renderSettings();
    expect(await screen.findByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Stop WhatsApp messages' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    expect(await screen.findByText('Order updates will come on WhatsApp')).toBeInTheDocument();
    expect(puts).toEqual([{ purpose: 'whatsapp', body: { granted: true } }]);
    expect(screen.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  });

  it('stops WhatsApp in one tap, back to SMS', async () => {
    signIn();
    const puts = answerConsents('whatsapp');
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Stop WhatsApp messages' }));
    expect(await screen.findByText('Order updates will come by SMS')).toBeInTheDocument();
    expect(puts).toEqual([{ purpose: 'whatsapp', body: { granted: false } }]);
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Stop WhatsApp messages' })).not.toBeInTheDocument();
  });

  it('keeps the channel and says so when the change is not saved', async () => {
    signIn();
    answerConsents('sms', { failPut: true });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('radio', { name: 'WhatsApp' }));
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked());
  });
});
