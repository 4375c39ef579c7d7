import { screen } from '@testing-library/react';
import { API_PATHS, type ConsentSettings, formatOrderDate, YOUR_DATA_TEXT } from '@zari/contract';
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
