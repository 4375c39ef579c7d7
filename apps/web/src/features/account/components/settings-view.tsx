import {
  ADDRESS_BOOK_TEXT,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  PROFILE_TEXT,
  type UpdateProfileFields,
} from '@zari/contract';
import { PageHeader } from '@zari/ui/page-header';
import { BookUser, Check, Globe, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SignedInOnly } from '@/features/auth';
import { switchLocale, useLocale, useText } from '@/lib/i18n';
import { updateProfile } from '../api/update-profile';
import { ConsentsSetting } from './consents-setting';
import { OrderUpdatesSetting } from './order-updates-setting';
import { RowContent } from './row-content';
import { YourData } from './your-data';

/**
 * Settings (SPEC §2): the shipping address and the address book (issue 34), the country/language row, which
 * opens the choice of language (issue 35), how order updates reach the shopper (issue 32), each consent, and
 * "Your data": download or delete (issue 34).
 */
export function SettingsView() {
  return <SignedInOnly>{(user) => <SettingsList userId={user._id} />}</SignedInOnly>;
}

function SettingsList({ userId }: { userId: string }) {
  const tx = useText({ PROFILE_TEXT, ADDRESS_BOOK_TEXT });
  const locale = useLocale();
  const [choosing, setChoosing] = useState(false);
  const choiceId = useId();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-12">
      <PageHeader title={tx.PROFILE_TEXT.settings} backTo={paths.userProfile.getHref()} className="py-4" />
      <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
        <li>
          <Link
            to={paths.shippingAddress.getHref()}
            className="flex items-center gap-3 px-4 py-4 hover:bg-canvas"
          >
            <RowContent
              icon={MapPin}
              title={tx.PROFILE_TEXT.shippingAddress}
              detail={tx.PROFILE_TEXT.shippingAddressDetail}
            />
          </Link>
        </li>
        <li>
          <Link to={paths.addresses.getHref()} className="flex items-center gap-3 px-4 py-4 hover:bg-canvas">
            <RowContent
              icon={BookUser}
              title={tx.ADDRESS_BOOK_TEXT.settingsRow}
              detail={tx.ADDRESS_BOOK_TEXT.emptyHint}
            />
          </Link>
        </li>
        <li>
          <button
            type="button"
            aria-expanded={choosing}
            aria-controls={choiceId}
            onClick={() => setChoosing((open) => !open)}
            className="flex w-full items-center gap-3 px-4 py-4 text-left hover:bg-canvas"
          >
            <RowContent
              icon={Globe}
              title={tx.PROFILE_TEXT.countryLanguage}
              detail={tx.PROFILE_TEXT.countryLanguageValue}
            />
          </button>
          {choosing ? (
            <LanguageChoice
              id={choiceId}
              label={tx.PROFILE_TEXT.countryLanguage}
              current={locale}
              userId={userId}
            />
          ) : null}
        </li>
      </ul>
      <OrderUpdatesSetting userId={userId} />
      <ConsentsSetting userId={userId} />
      <YourData userId={userId} />
    </div>
  );
}

/**
 * English / हिन्दी, each named in its own language: the choice is remembered (cookie, and the account, which
 * keeps it for the texts sent to the shopper) and the page opens again in that language.
 */
function LanguageChoice({
  id,
  label,
  current,
  userId,
}: {
  id: string;
  label: string;
  current: Locale;
  userId: string;
}) {
  const choose = async (locale: Locale) => {
    if (locale === current) return;
    // Best effort: an account that cannot keep it yet still gets the language from the cookie.
    await updateProfile(userId, { locale } as UpdateProfileFields).catch(() => undefined);
    switchLocale(locale);
  };
  return (
    <fieldset id={id} aria-label={label} className="grid gap-1 px-4 pb-4">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          aria-pressed={locale === current}
          lang={locale}
          onClick={() => void choose(locale)}
          className="flex min-h-11 cursor-pointer items-center justify-between rounded-lg border border-line px-3 text-left font-medium hover:bg-canvas aria-pressed:border-ink"
        >
          {LOCALE_NAMES[locale]}
          {locale === current ? <Check aria-hidden="true" className="size-4" /> : null}
        </button>
      ))}
    </fieldset>
  );
}
