import {
  CONSENT_PURPOSE_TEXT,
  CONSENT_SOURCE_TEXT,
  type Consent,
  formatOrderDate,
  type Locale,
  TOASTS,
  YOUR_DATA_TEXT,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { notifyError } from '@zari/ui/notify';
import { Skeleton } from '@zari/ui/skeleton';
import { useLocale, useText } from '@/lib/i18n';
import { useConsents } from '../api/get-consents';
import { useSetConsent } from '../api/set-consent';

interface ConsentTexts {
  YOUR_DATA_TEXT: typeof YOUR_DATA_TEXT;
  CONSENT_SOURCE_TEXT: typeof CONSENT_SOURCE_TEXT;
}

/** "Given at signup on 3 Nov 2026", "Withdrawn in Settings on …", or the purpose's default. */
export function consentStateLine(consent: Consent, tx: ConsentTexts, locale: Locale) {
  const text = tx.YOUR_DATA_TEXT;
  if (consent.at === null || consent.source === 'default') {
    return consent.granted ? text.consentDefaultOn : text.consentDefaultOff;
  }
  const source = tx.CONSENT_SOURCE_TEXT[consent.source];
  const when = formatOrderDate(consent.at, locale);
  return consent.granted ? text.consentOn(source, when) : text.consentOff(source, when);
}

/**
 * Issue 34: each purpose with its state and when and how it was given, withdrawn (or given) in one tap, as
 * easily as it was given. The server's answer is what shows.
 */
export function ConsentsSetting({ userId }: { userId: string }) {
  const tx = useText({ YOUR_DATA_TEXT, CONSENT_SOURCE_TEXT, CONSENT_PURPOSE_TEXT, TOASTS });
  const locale = useLocale();
  const consents = useConsents(userId);
  const setConsent = useSetConsent(userId);
  return (
    <section aria-labelledby="consents-title" className="mt-6 rounded-card border border-line bg-surface p-4">
      <h2 id="consents-title" className="font-semibold">
        {tx.YOUR_DATA_TEXT.consentsTitle}
      </h2>
      <p className="mb-3 text-sm text-muted">{tx.YOUR_DATA_TEXT.consentsDetail}</p>
      {consents.data ? (
        <ul className="divide-y divide-line">
          {consents.data.consents.map((consent) => {
            const text = tx.CONSENT_PURPOSE_TEXT[consent.purpose];
            return (
              <li
                key={consent.purpose}
                className="flex items-center gap-3 py-3"
                data-purpose={consent.purpose}
              >
                <div className="flex-1">
                  <p className="text-sm font-medium">{text.label}</p>
                  <p className="text-xs text-muted">{text.detail}</p>
                  <p className="mt-0.5 text-xs text-ink/80">{consentStateLine(consent, tx, locale)}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className={consent.granted ? 'text-danger' : undefined}
                  disabled={setConsent.isPending}
                  aria-label={`${consent.granted ? tx.YOUR_DATA_TEXT.withdraw : tx.YOUR_DATA_TEXT.grant}: ${text.label}`}
                  onClick={() =>
                    setConsent.mutate(
                      { purpose: consent.purpose, granted: !consent.granted },
                      { onError: () => notifyError(tx.TOASTS.consentFailed) },
                    )
                  }
                >
                  {consent.granted ? tx.YOUR_DATA_TEXT.withdraw : tx.YOUR_DATA_TEXT.grant}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : consents.isError ? null : (
        <Skeleton className="h-24 rounded-lg" />
      )}
    </section>
  );
}
