import { screen, waitFor } from '@testing-library/react';
import {
  API_PATHS,
  type ConsentSettings,
  DATA_RIGHTS_MESSAGES,
  type ErasureStatus,
  formatOrderDate,
  YOUR_DATA_TEXT,
} from '@zari/contract';
import {
  CONSENT_PURPOSE_TEXT as HI_CONSENT_PURPOSE_TEXT,
  CONSENT_SOURCE_TEXT as HI_CONSENT_SOURCE_TEXT,
  YOUR_DATA_TEXT as HI_YOUR_DATA_TEXT,
} from '@zari/contract/messages/hi/data-rights';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllModules } from '@/lib/i18n';
import SettingsPage from '@/pages/settings';
import { dismissToastsBetweenTests, meHandler, signIn, testUser } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const consentsOf = (): ConsentSettings => ({
  preferredChannel: 'sms',
  consents: [
    { purpose: 'order_updates', granted: true, source: 'signup', at: '2026-11-03T06:30:00.000Z' },
    { purpose: 'whatsapp', granted: false, source: 'default', at: null },
    { purpose: 'marketing', granted: false, source: 'default', at: null },
  ],
});
const erasable: ErasureStatus = {
  canErase: true,
  held: { orders: 0, returns: 0, refunds: 0 },
  message: null,
};
const erasureHandler = (answer: () => ErasureStatus) =>
  http.get(`*${API_PATHS.userErasure.replace(':userId', testUser._id)}`, () =>
    HttpResponse.json({ success: true, data: answer() }),
  );

describe('Settings: consents and your data (issue 34)', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();

  it('shows each purpose with when and how it was given, and withdraws one in one tap', async () => {
    signIn();
    let orderUpdates = true;
    const puts: unknown[] = [];
    const settings = (): ConsentSettings => ({
      preferredChannel: 'sms',
      consents: [
        {
          purpose: 'order_updates',
          granted: orderUpdates,
          source: orderUpdates ? 'signup' : 'settings',
          at: '2026-11-03T06:30:00.000Z',
        },
        { purpose: 'whatsapp', granted: false, source: 'default', at: null },
        { purpose: 'marketing', granted: false, source: 'default', at: null },
      ],
    });
    server.use(
      meHandler(),
      erasureHandler(() => erasable),
      http.get(`*${API_PATHS.userConsents.replace(':userId', testUser._id)}`, () =>
        HttpResponse.json({ success: true, data: settings() }),
      ),
      http.put('*/api/users/:userId/consents/:purpose', async ({ params, request }) => {
        const body = (await request.json()) as { granted: boolean };
        puts.push({ purpose: params.purpose, ...body });
        orderUpdates = body.granted;
        return HttpResponse.json({ success: true, data: settings() });
      }),
    );
    const { user } = renderRoute(<SettingsPage />, {
      path: '/settings',
      otherRoutes: [{ path: '/login', element: <p>Login page</p> }],
    });
    expect(await screen.findByText('Given at signup on 3 Nov 2026')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `${YOUR_DATA_TEXT.withdraw}: Order updates by SMS` }),
    );
    expect(await screen.findByText('Withdrawn in Settings on 3 Nov 2026')).toBeInTheDocument();
    expect(puts).toEqual([{ purpose: 'order_updates', granted: false }]);
    expect(screen.getByRole('button', { name: YOUR_DATA_TEXT.download })).toBeInTheDocument();
    expect(screen.getByText(YOUR_DATA_TEXT.deleteKept)).toBeInTheDocument();
  });

  it('shows why the account cannot be deleted yet instead of the Send code button', async () => {
    signIn();
    const held: ErasureStatus = {
      canErase: false,
      held: { orders: 1, returns: 0, refunds: 0 },
      message: DATA_RIGHTS_MESSAGES.eraseOpenItems(1, 0, 0),
    };
    let sends = 0;
    server.use(
      meHandler(),
      erasureHandler(() => held),
      http.get(`*${API_PATHS.userConsents.replace(':userId', testUser._id)}`, () =>
        HttpResponse.json({ success: true, data: consentsOf() }),
      ),
      http.post(`*${API_PATHS.userEraseOtp.replace(':userId', testUser._id)}`, () => {
        sends += 1;
        return HttpResponse.json({ success: true, message: 'sent', resendAfterSeconds: 30 });
      }),
    );
    renderRoute(<SettingsPage />, { path: '/settings' });
    const reason = await screen.findByText(
      'You have 1 order on its way. You can delete your account once it is delivered or cancelled.',
    );
    expect(reason.closest('[role="status"]')).toHaveTextContent(YOUR_DATA_TEXT.deleteHeld);
    // What deletion erases and keeps is still explained; only the way to start it is gone.
    expect(screen.getByText(YOUR_DATA_TEXT.deleteKept)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: YOUR_DATA_TEXT.sendCode })).not.toBeInTheDocument();
    expect(sends).toBe(0);
  });

  it('shows the reason when the server refuses the code because something opened meanwhile', async () => {
    signIn();
    let status = erasable;
    server.use(
      meHandler(),
      erasureHandler(() => status),
      http.get(`*${API_PATHS.userConsents.replace(':userId', testUser._id)}`, () =>
        HttpResponse.json({ success: true, data: consentsOf() }),
      ),
      http.post(`*${API_PATHS.userEraseOtp.replace(':userId', testUser._id)}`, () => {
        // An order placed in another tab since the screen opened.
        status = {
          canErase: false,
          held: { orders: 0, returns: 1, refunds: 1 },
          message: DATA_RIGHTS_MESSAGES.eraseOpenItems(0, 1, 1),
        };
        return HttpResponse.json(
          {
            success: false,
            message: DATA_RIGHTS_MESSAGES.eraseOpenItems(0, 1, 1),
            code: 'dataRights.eraseOpenItems',
            params: [0, 1, 1],
          },
          { status: 409 },
        );
      }),
    );
    const { user } = renderRoute(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: YOUR_DATA_TEXT.sendCode }));
    const reason =
      'You have 1 return in progress and 1 refund we have not paid yet. You can delete your account once all of them are complete.';
    // The toast says it, and the section now shows it in place of the button.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: YOUR_DATA_TEXT.sendCode })).not.toBeInTheDocument(),
    );
    const shown = screen.getAllByText(reason).map((node) => node.closest('[role="status"]'));
    expect(shown.some((box) => box?.textContent?.includes(YOUR_DATA_TEXT.deleteHeld))).toBe(true);
    expect(screen.queryByLabelText(YOUR_DATA_TEXT.codeLabel)).not.toBeInTheDocument();
  });
});

describe('Settings in Hindi (/hi/settings): consents and your data', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();
  beforeAll(() => loadAllModules('hi'));

  it('names each purpose, when and how it was given (a hi-IN date), and the data rights in Hindi', async () => {
    signIn();
    const at = '2026-11-03T06:30:00.000Z';
    server.use(
      meHandler(),
      http.get(`*${API_PATHS.userConsents.replace(':userId', testUser._id)}`, () =>
        HttpResponse.json({
          success: true,
          data: {
            preferredChannel: 'sms',
            consents: [
              { purpose: 'order_updates', granted: true, source: 'signup', at },
              { purpose: 'whatsapp', granted: false, source: 'default', at: null },
              { purpose: 'marketing', granted: false, source: 'default', at: null },
            ],
          } satisfies ConsentSettings,
        }),
      ),
    );
    server.use(erasureHandler(() => erasable));
    renderRoute(<SettingsPage />, { path: '/settings', locale: 'hi' });
    expect(
      await screen.findByText(
        HI_YOUR_DATA_TEXT.consentOn(HI_CONSENT_SOURCE_TEXT.signup, formatOrderDate(at, 'hi')),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: `${HI_YOUR_DATA_TEXT.withdraw}: ${HI_CONSENT_PURPOSE_TEXT.order_updates.label}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: HI_YOUR_DATA_TEXT.consentsTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: HI_YOUR_DATA_TEXT.download })).toBeInTheDocument();
    expect(screen.getByText(HI_YOUR_DATA_TEXT.deleteKept)).toBeInTheDocument();
    expect(screen.queryByText(YOUR_DATA_TEXT.deleteKept)).toBeNull();
    expect(screen.queryByText(/Given at signup/)).toBeNull();
  });
});
