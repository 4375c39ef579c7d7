import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, STORAGE_KEYS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import EditProfilePage from '@/pages/edit-profile';
import SettingsPage from '@/pages/settings';
import ShippingAddressPage from '@/pages/shipping-address';
import UserProfilePage from '@/pages/user-profile';
import { dismissToastsBetweenTests, meHandler, signIn, testUser } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const otherRoutes = [{ path: '/login', element: <p>Login page</p> }];

describe('Account', { timeout: 15_000 }, () => {
  dismissToastsBetweenTests();

  it('welcomes a visitor and sends the gated rows to login', () => {
    renderRoute(<UserProfilePage />, { path: '/user-profile', otherRoutes });
    expect(screen.getByText('Welcome to Zari')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In / Join' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Log in to unlock exclusive member benefits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
    expect(screen.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/return-policy');
    for (const tile of ['Unpaid', 'Processing', 'Delivered', 'Returns'])
      expect(screen.getByText(tile)).toBeInTheDocument();
  });

  it('shows the signed-in shopper and logs out through the API', async () => {
    signIn();
    let loggedOut = false;
    server.use(
      meHandler(),
      http.post(`*${API_PATHS.logout}`, () => {
        loggedOut = true;
        return HttpResponse.json({ success: true, message: 'Logged out' });
      }),
    );
    const { user } = renderRoute(<UserProfilePage />, { path: '/user-profile', otherRoutes });
    expect(screen.getByText(testUser.fullName)).toBeInTheDocument();
    // Stored as +919876543210, read by people as +91 98765 43210.
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('Enjoy exclusive member benefits!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    // An Indian store's Unpaid tile shows the rupee, not a dollar (issue 36).
    const unpaid = screen.getByText('Unpaid').closest('li') as HTMLElement;
    expect(unpaid.querySelector('svg')?.getAttribute('class')).toContain('lucide-indian-rupee');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.isAuthenticated)).toBeNull();
    expect(screen.getByText('Welcome to Zari')).toBeInTheDocument();
  });

  it('signs out locally on load when the server has forgotten the session', async () => {
    signIn();
    server.use(
      http.get(`*${API_PATHS.me}`, () =>
        HttpResponse.json({ success: false, message: 'Please log in to continue' }, { status: 401 }),
      ),
    );
    renderRoute(<UserProfilePage />, { path: '/user-profile' });
    expect(await screen.findByText('Welcome to Zari')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('refreshes the stored profile from the session check', async () => {
    signIn();
    server.use(meHandler({ ...testUser, fullName: 'Priya S. Sharma' }));
    renderRoute(<UserProfilePage />, { path: '/user-profile' });
    expect(await screen.findByText('Priya S. Sharma')).toBeInTheDocument();
  });

  it('opens the choice of language from settings: English (current) and हिन्दी', async () => {
    signIn();
    server.use(meHandler());
    const { user } = renderRoute(<SettingsPage />, { path: '/settings' });
    expect(screen.getByRole('link', { name: /Shipping Address/ })).toHaveAttribute(
      'href',
      '/shipping-address',
    );
    const row = screen.getByRole('button', { name: /India · English/ });
    expect(row).toHaveAttribute('aria-expanded', 'false');
    await user.click(row);
    expect(row).toHaveAttribute('aria-expanded', 'true');
    const choice = screen.getByRole('group', { name: 'Country & Language' });
    expect(within(choice).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(choice).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('requires name, phone and address before saving the shipping address', async () => {
    signIn({ ...testUser, address: '' });
    server.use(meHandler());
    const { user } = renderRoute(<ShippingAddressPage />, { path: '/shipping-address' });
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.shippingAddress)).toBeNull();
    await user.type(screen.getByLabelText(/^Address/), '  4 Park Street  ');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address Saved')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.shippingAddress) ?? '{}')).toEqual({
      fullName: testUser.fullName,
      phone: '+91 98765 43210',
      address: '4 Park Street',
      city: '',
      state: '',
      postalCode: '',
    });
  });

  it('redirects edit profile to login without a stored user', async () => {
    renderRoute(<EditProfilePage />, { path: '/edit-profile', otherRoutes });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('updates the profile with a new avatar and merges the answer into the stored user', async () => {
    signIn();
    let sent: FormData | null = null;
    server.use(
      meHandler(),
      http.patch(`*/api/users/:userId`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({
          success: true,
          data: { ...testUser, fullName: 'Priya Rao', avatar: '/uploads/avatars/p.webp' },
        });
      }),
    );
    const { user } = renderRoute(<EditProfilePage />, { path: '/edit-profile' });
    expect(screen.getByLabelText('Phone Number')).toBeDisabled();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98765 43210');
    expect(screen.getByText('Phone number cannot be changed')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Full Name'));
    await user.type(screen.getByLabelText('Full Name'), 'Priya Rao');
    await user.upload(
      screen.getByLabelText('Change photo'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Priya Rao' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/jpeg/),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const form = sent as FormData | null;
    expect(form?.get('fullName')).toBe('Priya Rao');
    expect(String(form?.get('avatar'))).toMatch(/^data:image\/jpeg;base64,/);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      fullName: 'Priya Rao',
      avatar: '/uploads/avatars/p.webp',
    });
  });

  it("shows 'Update Failed' with the server's message and sends no avatar when none was picked", async () => {
    signIn();
    let sent: FormData | null = null;
    server.use(
      meHandler(),
      http.patch(`*/api/users/:userId`, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          { success: false, message: 'Please enter a valid email address' },
          { status: 400 },
        );
      }),
    );
    const { user } = renderRoute(<EditProfilePage />, { path: '/edit-profile' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect((sent as FormData | null)?.has('avatar')).toBe(false);
  });
});
