import { act, fireEvent, screen } from '@testing-library/react';
import { API_PATHS, STORAGE_KEYS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/pages/login';
import SignupPage from '@/pages/signup';
import { dismissToastsBetweenTests, testUser } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const otherRoutes = [{ path: '/user-profile', element: <p>Profile page</p> }];
const renderLogin = () => renderRoute(<LoginPage />, { path: '/login', otherRoutes });
const renderSignup = () => renderRoute(<SignupPage />, { path: '/signup', otherRoutes });

function answerSend(path: string, status: number, body: object) {
  const sent: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return sent;
}

async function requestCode(user: ReturnType<typeof renderLogin>['user'], phone = '9876543210') {
  await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), phone);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
}

describe('Login and signup', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enables Send OTP only with a number and consent, and needs 10 digits', async () => {
    const sent = answerSend(API_PATHS.login, 200, {
      success: true,
      message: 'OTP sent successfully',
      resendAfterSeconds: 30,
    });
    const { user } = renderLogin();
    const send = screen.getByRole('button', { name: 'Send OTP' });
    expect(screen.getByText('+91')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '98a765');
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('98765');
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(send);
    expect(screen.getByText('Enter your 10-digit mobile number')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
  ])('drops the non-digits of a pasted %s before cutting it to ten: %s', async (pasted, kept) => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('textbox', { name: 'Mobile Number' }));
    await user.paste(pasted);
    expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue(kept);
  });

  it('logs in: sends the +91 number, verifies a 6-digit code, stores the user and opens the profile', async () => {
    const sent = answerSend(API_PATHS.login, 200, {
      success: true,
      message: 'OTP sent successfully',
      resendAfterSeconds: 30,
    });
    const verified: unknown[] = [];
    server.use(
      http.post(`*${API_PATHS.loginVerify}`, async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Login successful', data: testUser });
      }),
    );
    const { user } = renderLogin();
    await requestCode(user);
    expect(sent).toEqual([{ phone: '+919876543210' }]);
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    expect(screen.getByText('OTP sent successfully')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: 'Enter OTP' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(code, '5678');
    expect(code).toHaveValue('123456');
    await user.click(verify);

    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(verified).toEqual([{ phone: '+919876543210', otp: '123456' }]);
    expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBe('true');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(testUser);
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
  });

  it('drops the space of a pasted code before cutting it to six digits', async () => {
    answerSend(API_PATHS.login, 200, {
      success: true,
      message: 'OTP sent successfully',
      resendAfterSeconds: 30,
    });
    const { user } = renderLogin();
    await requestCode(user);
    await user.click(await screen.findByLabelText('Enter OTP'));
    await user.paste('123 456');
    expect(screen.getByLabelText('Enter OTP')).toHaveValue('123456');
  });

  it('returns to the screen that asked for sign-in (the bag checkout), never to another site', async () => {
    answerSend(API_PATHS.login, 200, {
      success: true,
      message: 'OTP sent successfully',
      resendAfterSeconds: 30,
    });
    server.use(
      http.post(`*${API_PATHS.loginVerify}`, () =>
        HttpResponse.json({ success: true, message: 'Login successful', data: testUser }),
      ),
    );
    const signIn = async (next: string) => {
      const screenUnderTest = renderRoute(<LoginPage />, {
        path: `/login?next=${encodeURIComponent(next)}`,
        route: '/login',
        otherRoutes: [...otherRoutes, { path: '/bag', element: <p>Bag page</p> }],
      });
      await requestCode(screenUnderTest.user);
      expect(await screen.findByText('We sent a 6-digit code to +91 98765 43210')).toBeInTheDocument();
      await screenUnderTest.user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
      await screenUnderTest.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      return screenUnderTest;
    };

    const fromCheckout = await signIn('/bag?checkout=1');
    expect(await screen.findByText('Bag page')).toBeInTheDocument();
    expect(fromCheckout.router.state.location.search).toBe('?checkout=1');
    fromCheckout.unmount();

    await signIn('//evil.example/phish');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it.each([
    [404, {}, 'User Not Found', 'Please signup first or check your phone number'],
    [403, {}, 'Account Blocked', 'Your account has been blocked. Please contact support.'],
    [
      429,
      { message: 'Too many OTP requests. Please try again later.' },
      'Error',
      'Too many OTP requests. Please try again later.',
    ],
    [500, {}, 'Error', 'Failed to send OTP'],
  ])('login send answering %i shows %s', async (status, body, title, description) => {
    answerSend(API_PATHS.login, status, { success: false, ...body });
    const { user } = renderLogin();
    await requestCode(user);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Enter OTP' })).not.toBeInTheDocument();
  });

  it("signup send answering 409 shows 'User Already Exists'", async () => {
    answerSend(API_PATHS.signup, 409, {
      success: false,
      message: 'An account with this phone number already exists',
    });
    const { user } = renderSignup();
    expect(screen.getByText('Join us to get an EXTRA 25% OFF & more !')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await requestCode(user);
    expect(await screen.findByText('User Already Exists')).toBeInTheDocument();
    expect(
      screen.getByText('Please use login instead or try with a different phone number'),
    ).toBeInTheDocument();
  });

  it('shows the network error toast when the request never reaches the server', async () => {
    server.use(http.post(`*${API_PATHS.login}`, () => HttpResponse.error()));
    const { user } = renderLogin();
    await requestCode(user);
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection and try again.')).toBeInTheDocument();
  });

  it.each([
    [
      'login',
      400,
      { message: 'Invalid OTP. Please try again.' },
      'Invalid OTP',
      'Invalid OTP. Please try again.',
    ],
    ['login', 401, {}, 'Invalid OTP', 'OTP expired or invalid. Please try again.'],
    ['login', 500, {}, 'Login Failed', 'Something went wrong. Please try again.'],
    ['signup', 500, { message: 'Database unavailable' }, 'Signup Failed', 'Database unavailable'],
  ] as const)('%s verify answering %i shows %s', async (mode, status, body, title, description) => {
    answerSend(mode === 'login' ? API_PATHS.login : API_PATHS.signup, 200, {
      success: true,
      resendAfterSeconds: 30,
    });
    server.use(
      http.post(`*${mode === 'login' ? API_PATHS.loginVerify : API_PATHS.signupVerify}`, () =>
        HttpResponse.json({ success: false, ...body }, { status }),
      ),
    );
    const { user } = mode === 'login' ? renderLogin() : renderSignup();
    await requestCode(user);
    await user.type(await screen.findByRole('textbox', { name: 'Enter OTP' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBeNull();
  });

  it('welcomes a new shopper after signup', async () => {
    answerSend(API_PATHS.signup, 200, { success: true, resendAfterSeconds: 30 });
    server.use(
      http.post(`*${API_PATHS.signupVerify}`, () => HttpResponse.json({ success: true, data: testUser })),
    );
    const { user } = renderSignup();
    await requestCode(user);
    expect(await screen.findByText('OTP sent for signup')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Signup Successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Zari! Get EXTRA 25% OFF!')).toBeInTheDocument();
  });

  it.each([
    ['WhatsApp', 'whatsapp'],
    ['SMS', 'sms'],
  ] as const)(
    'signup remembers the %s choice: sent with the code, not with the send',
    async (label, channel) => {
      const sent = answerSend(API_PATHS.signup, 200, { success: true, resendAfterSeconds: 30 });
      const verified: unknown[] = [];
      server.use(
        http.post(`*${API_PATHS.signupVerify}`, async ({ request }) => {
          verified.push(await request.json());
          return HttpResponse.json({ success: true, data: testUser });
        }),
      );
      const { user } = renderSignup();
      await user.click(screen.getByRole('radio', { name: label }));
      await requestCode(user);
      // SPEC §2: the send call carries the phone only.
      expect(sent).toEqual([{ phone: '+919876543210' }]);
      await user.type(await screen.findByRole('textbox', { name: 'Enter OTP' }), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByText('Signup Successful')).toBeInTheDocument();
      expect(verified).toEqual([{ phone: '+919876543210', otp: '123456', channel }]);
    },
  );

  it("counts the server's wait down before Resend OTP is offered, and resending asks again", async () => {
    const sent = answerSend(API_PATHS.login, 200, { success: true, resendAfterSeconds: 12 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin();
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile Number' }), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Resend OTP in 12s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Resend OTP in 11s')).toBeInTheDocument();
    for (let second = 0; second < 10; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Resend OTP in 1s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Resend OTP in 12s')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('offers Resend OTP at once when the server asks for no wait', async () => {
    answerSend(API_PATHS.login, 200, { success: true, resendAfterSeconds: 0 });
    const { user } = renderLogin();
    await requestCode(user);
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(screen.queryByText(/Resend OTP in/)).not.toBeInTheDocument();
  });
});
