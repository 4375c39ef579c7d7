import { PROFILE_TEXT, TOASTS } from '@zari/contract';
import { notifyInfo } from '@zari/ui/notify';
import { PageHeader } from '@zari/ui/page-header';
import { Globe, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SignedInOnly } from '@/features/auth';
import { useText } from '@/lib/i18n';
import { OrderUpdatesSetting } from './order-updates-setting';
import { RowContent } from './row-content';

/**
 * Settings (SPEC §2): the shipping address, and a country/language row that is not selectable yet; and how
 * order updates reach the shopper (issue 32).
 */
export function SettingsView() {
  return <SignedInOnly>{(user) => <SettingsList userId={user._id} />}</SignedInOnly>;
}

function SettingsList({ userId }: { userId: string }) {
  const tx = useText({ PROFILE_TEXT, TOASTS });
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
          <button
            type="button"
            onClick={() => notifyInfo(tx.TOASTS.languageComingSoon)}
            className="flex w-full items-center gap-3 px-4 py-4 text-left hover:bg-canvas"
          >
            <RowContent
              icon={Globe}
              title={tx.PROFILE_TEXT.countryLanguage}
              detail={tx.PROFILE_TEXT.countryLanguageValue}
            />
          </button>
        </li>
      </ul>
      <OrderUpdatesSetting userId={userId} />
    </div>
  );
}
