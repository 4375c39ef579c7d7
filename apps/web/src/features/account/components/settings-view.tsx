import { ADDRESS_BOOK_TEXT, PROFILE_TEXT, TOASTS } from '@zari/contract';
import { notifyInfo } from '@zari/ui/notify';
import { PageHeader } from '@zari/ui/page-header';
import { BookUser, Globe, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SignedInOnly } from '@/features/auth';
import { ConsentsSetting } from './consents-setting';
import { OrderUpdatesSetting } from './order-updates-setting';
import { RowContent } from './row-content';
import { YourData } from './your-data';

/**
 * Settings (SPEC §2): the shipping address, and a country/language row that is not selectable yet; and how
 * order updates reach the shopper (issue 32); each consent, and "Your data": download or delete (issue 34).
 */
export function SettingsView() {
  return <SignedInOnly>{(user) => <SettingsList userId={user._id} />}</SignedInOnly>;
}

function SettingsList({ userId }: { userId: string }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-12">
      <PageHeader title={PROFILE_TEXT.settings} backTo={paths.userProfile.getHref()} className="py-4" />
      <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface">
        <li>
          <Link
            to={paths.shippingAddress.getHref()}
            className="flex items-center gap-3 px-4 py-4 hover:bg-canvas"
          >
            <RowContent
              icon={MapPin}
              title={PROFILE_TEXT.shippingAddress}
              detail={PROFILE_TEXT.shippingAddressDetail}
            />
          </Link>
        </li>
        <li>
          <Link to={paths.addresses.getHref()} className="flex items-center gap-3 px-4 py-4 hover:bg-canvas">
            <RowContent
              icon={BookUser}
              title={ADDRESS_BOOK_TEXT.settingsRow}
              detail={ADDRESS_BOOK_TEXT.emptyHint}
            />
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => notifyInfo(TOASTS.languageComingSoon)}
            className="flex w-full items-center gap-3 px-4 py-4 text-left hover:bg-canvas"
          >
            <RowContent
              icon={Globe}
              title={PROFILE_TEXT.countryLanguage}
              detail={PROFILE_TEXT.countryLanguageValue}
            />
          </button>
        </li>
      </ul>
      <OrderUpdatesSetting userId={userId} />
      <ConsentsSetting userId={userId} />
      <YourData userId={userId} />
    </div>
  );
}
