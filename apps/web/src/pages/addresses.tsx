import { AddressBook } from '@/features/account';
import { RouteHead, unlistedHead } from '@/features/seo';

/** Issue 34: the signed-in shopper's saved addresses, reached from Settings. */
export default function AddressesPage() {
  return (
    <main>
      <RouteHead head={() => unlistedHead('addresses')} />
      <AddressBook />
    </main>
  );
}
