import { useAuth } from '@zari/auth';
import type { User } from '@zari/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * A screen for the signed-in shopper only: a visitor is sent to login. Nothing shows until browser storage
 * has been read, so a server render and its hydration never redirect a signed-in shopper.
 */
export function SignedInOnly({ children }: { children: (user: User) => ReactNode }) {
  const { user, ready } = useAuth();
  if (!ready) return null;
  if (!user) return <Navigate to={paths.login.getHref()} replace />;
  return <>{children(user)}</>;
}
