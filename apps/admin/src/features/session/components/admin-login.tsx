import { useQueryClient } from '@tanstack/react-query';
import { OtpForm } from '@zari/auth';
import { ADMIN_TEXT } from '@zari/contract';
import { useNavigate } from 'react-router';
import { adminPaths } from '@/config/paths';
import { ADMIN_QUERY_ROOT } from '@/lib/query-keys';

/** /admin/login: the shoppers' mobile OTP sign-in, leading into the back office. */
export function AdminLogin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <main className="flex min-h-dvh items-start justify-center bg-canvas px-4 pt-10 sm:items-center sm:pt-0">
      <section className="w-full max-w-md rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
        <p className="font-display text-sm font-semibold text-brand-700">{ADMIN_TEXT.brand}</p>
        <h1 className="mt-1 font-display text-2xl font-semibold">{ADMIN_TEXT.login.title}</h1>
        <p className="mt-1 mb-5 text-sm text-muted">{ADMIN_TEXT.login.subtitle}</p>
        <OtpForm
          mode="login"
          onSignedIn={() => {
            queryClient.removeQueries({ queryKey: ADMIN_QUERY_ROOT });
            navigate(adminPaths.root.getHref());
          }}
        />
      </section>
    </main>
  );
}
