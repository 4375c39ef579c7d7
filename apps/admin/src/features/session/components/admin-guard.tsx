import { ApiError } from '@zari/api-client';
import { ADMIN_TEXT, hasRole, type User } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Loader2, LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminPaths, storefrontHref } from '@/config/paths';
import { useAdminSession } from '../api/session';

/** A full-screen message of the guard: who may not enter, and where to go instead. */
function GateMessage({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-canvas px-4">
      <section className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 text-center shadow-sm">
        <h1 className="font-display text-2xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted">{body}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div>
      </section>
    </main>
  );
}

const toStore = (
  <Button asChild variant="outline">
    <a href={storefrontHref}>{ADMIN_TEXT.guard.toStore}</a>
  </Button>
);

/**
 * Opens the back office to staff and owners only, as the server knows the user now (the stored user may be
 * older than a role change). The API checks every call anyway; this only spares others a screen of errors.
 */
export function AdminGuard({ children }: { children: (user: User) => ReactNode }) {
  const session = useAdminSession();
  if (session.isPending) {
    return (
      <main
        className="flex min-h-dvh items-center justify-center gap-2 text-sm text-muted"
        aria-live="polite"
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {ADMIN_TEXT.guard.checking}
      </main>
    );
  }
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 401) {
      return (
        <GateMessage
          title={ADMIN_TEXT.guard.loginTitle}
          body={ADMIN_TEXT.guard.loginBody}
          action={
            <Button asChild variant="brand">
              <Link to={adminPaths.login.getHref()}>
                <LogIn aria-hidden="true" className="size-4" />
                {ADMIN_TEXT.guard.loginButton}
              </Link>
            </Button>
          }
        />
      );
    }
    return (
      <GateMessage
        title={ADMIN_TEXT.guard.notAllowedTitle}
        body={ADMIN_TEXT.guard.failed}
        action={
          <Button variant="brand" onClick={() => void session.refetch()}>
            {ADMIN_TEXT.common.retry}
          </Button>
        }
      />
    );
  }
  const user = session.data;
  if (!hasRole(user.role ?? 'shopper', 'staff')) {
    return (
      <GateMessage
        title={ADMIN_TEXT.guard.notAllowedTitle}
        body={ADMIN_TEXT.guard.notAllowedBody}
        action={toStore}
      />
    );
  }
  return children(user);
}

/** Inside the back office: a page only owners may open (the API answers 403 to staff anyway). */
export function OwnerOnly({ user, children }: { user: User; children: ReactNode }) {
  if (user.role === 'owner') return children;
  return (
    <div className="flex flex-col items-center gap-2 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="size-8 text-muted" />
      <h1 className="font-display text-xl font-semibold">{ADMIN_TEXT.guard.notAllowedTitle}</h1>
      <p className="text-sm text-muted">{ADMIN_TEXT.guard.ownerOnlyBody}</p>
    </div>
  );
}
