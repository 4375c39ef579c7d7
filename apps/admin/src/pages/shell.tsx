import type { User } from '@zari/contract';
import { Outlet, useOutletContext } from 'react-router';
import { AdminLayout } from '@/app/layout';
import { AdminGuard } from '@/features/session';

/** Every /admin page but the login: staff and owners only, inside the back office's frame. */
export default function AdminShell() {
  return (
    <AdminGuard>
      {(user) => (
        <AdminLayout user={user}>
          <Outlet context={user} />
        </AdminLayout>
      )}
    </AdminGuard>
  );
}

/** The signed-in staff member or owner, for pages inside the shell. */
export const useAdminUser = () => useOutletContext<User>();
