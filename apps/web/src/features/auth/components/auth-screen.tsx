import { OtpForm, type OtpMode } from '@zari/auth';
import { ACCESSIBLE_NAMES, AUTH_TEXT, PRIVACY_NOTICE, TOASTS } from '@zari/contract';
import { cn } from '@zari/ui/cn';
import { Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PrivacyNoticeItems } from '@/features/policies';
import { useStore } from '@/features/store';
import { useLocale, useText } from '@/lib/i18n';

const tabs = (text: typeof AUTH_TEXT) =>
  [
    { mode: 'login', label: text.loginTab, href: paths.login.getHref() },
    { mode: 'signup', label: text.signupTab, href: paths.signup.getHref() },
  ] as const;

/** The login and signup screens (SPEC §2): LOGIN / SIGNUP tabs over the shared OTP form. */
export function AuthScreen({ mode }: { mode: OtpMode }) {
  const tx = useText({ AUTH_TEXT, TOASTS, ACCESSIBLE_NAMES });
  const locale = useLocale();
  // Switching between LOGIN and SIGNUP keeps where the shopper is to return to.
  const { search } = useLocation();
  return (
    <main className="bg-gradient-to-b from-brand-50 via-canvas to-canvas">
      <div className="mx-auto flex w-full max-w-md flex-col px-4 pt-2 pb-10 sm:pt-10">
        {mode === 'signup' ? (
          <p className="mt-2 flex items-center justify-center gap-2 rounded-card bg-gradient-to-r from-brand-700 to-brand-600 px-4 py-3 text-center text-sm font-bold text-white shadow-sm">
            <Sparkles aria-hidden="true" className="size-4 shrink-0" />
            {tx.AUTH_TEXT.signupBanner}
          </p>
        ) : null}

        <div className="mt-4 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <nav
            aria-label={tx.ACCESSIBLE_NAMES.authTabs}
            className="grid grid-cols-2 rounded-lg bg-canvas p-1"
          >
            {tabs(tx.AUTH_TEXT).map((tab) => (
              <Link
                key={tab.mode}
                to={`${tab.href}${search}`}
                replace
                aria-current={tab.mode === mode ? 'page' : undefined}
                className={cn(
                  'rounded-md py-2 text-center text-sm font-bold tracking-widest transition-colors',
                  tab.mode === mode ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink',
                )}
              >
                {tab.label}
              </Link>
            ))}
          </nav>
          <h1 className="mt-5 font-display text-2xl font-semibold">
            {mode === 'login' ? tx.AUTH_TEXT.loginTitle : tx.AUTH_TEXT.signupTitle}
          </h1>
          <p className="mt-1 mb-5 text-sm text-muted">
            {mode === 'login' ? tx.AUTH_TEXT.loginSubtitle : tx.AUTH_TEXT.signupSubtitle}
          </p>
          <OtpForm
            key={mode}
            mode={mode}
            signupNotice={<SignupPrivacyNotice />}
            {...(locale === 'en' ? {} : { text: tx })}
          />
        </div>
      </div>
    </main>
  );
}

/**
 * Issue 34 (DPDP Rules 2025): the itemised notice before the shopper agrees: what we collect and why, how to
 * withdraw, how to complain (the grievance officer from the store's settings) and a link to the full notice.
 */
function SignupPrivacyNotice() {
  const store = useStore().data;
  const { PRIVACY_NOTICE: notice } = useText({ PRIVACY_NOTICE });
  return (
    <section
      aria-labelledby="signup-privacy-notice"
      className="rounded-lg border border-line bg-canvas p-3 text-xs leading-relaxed text-muted"
    >
      <h2 id="signup-privacy-notice" className="mb-1 text-sm font-semibold text-ink">
        {notice.title}
      </h2>
      <p className="mb-2">{notice.intro}</p>
      <PrivacyNoticeItems store={store} />
      <p className="mt-2">
        {notice.agree}{' '}
        <Link to={paths.privacy.getHref()} className="font-semibold text-ink underline">
          {notice.readFull}
        </Link>
      </p>
    </section>
  );
}
