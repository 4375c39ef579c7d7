import { PROFILE_TEXT, TOASTS } from '@zari/contract';
import { ChevronRight, Globe, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SignedInOnly } from '@/features/auth';
import { notifyInfo } from '@/lib/notify';
import { PageHeader } from './page-header';

/** Settings (SPEC §2): the shipping address, and a country/language row that is not selectable yet. */
export function SettingsView() {
  return <SignedInOnly>{() => <SettingsList />}</SignedInOnly>;
}

function SettingsList() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-12">
      <PageHeader title={PROFILE_TEXT.settings} backTo={paths.userProfile.getHref()} />
      <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
        <li>
          <Link
            to={paths.shippingAddress.getHref()}
            className="flex items-center gap-3 px-4 py-4 hover:bg-canvas"
          >
            <MapPin aria-hidden="true" className="size-5 text-brand-600" />
            <span className="flex-1">
              <span className="block text-sm font-medium">{PROFILE_TEXT.shippingAddress}</span>
              <span className="block text-xs text-muted">{PROFILE_TEXT.shippingAddressDetail}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted" />
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => notifyInfo(TOASTS.languageComingSoon)}
            className="flex w-full items-center gap-3 px-4 py-4 text-left hover:bg-canvas"
          >
            <Globe aria-hidden="true" className="size-5 text-brand-600" />
            <span className="flex-1">
              <span className="block text-sm font-medium">{PROFILE_TEXT.countryLanguage}</span>
              <span className="block text-xs text-muted">{PROFILE_TEXT.countryLanguageValue}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-muted" />
          </button>
        </li>
      </ul>
    </div>
  );
}
