import {
  ADDRESS_BOOK_MAX,
  ADDRESS_BOOK_TEXT,
  ADDRESS_TOASTS,
  formatPhoneForDisplay,
  type SavedAddress,
  type SavedAddressCreate,
  type User,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { notifySuccess } from '@zari/ui/notify';
import { PageHeader } from '@zari/ui/page-header';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { SignedInOnly } from '@/features/auth';
import { useServerMessage, useText } from '@/lib/i18n';
import { useAddresses, useAddressMutations } from '../api/addresses';
import { AddressForm } from './address-form';

/** One saved address as a few lines of text. */
export function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <>
      <p className="font-semibold">{address.fullName}</p>
      <p className="text-muted">
        {[address.line1, address.line2, address.landmark].filter(Boolean).join(', ')}
      </p>
      <p className="text-muted">
        {address.city}, {address.state} {address.pincode}
      </p>
      <p className="text-muted">{formatPhoneForDisplay(address.phone)}</p>
    </>
  );
}

/** Issue 34: the signed-in shopper's address book (list, add, edit, delete, make default). */
export function AddressBook() {
  return <SignedInOnly>{(user) => <Book user={user} />}</SignedInOnly>;
}

function Book({ user }: { user: User }) {
  const tx = useText({ ADDRESS_BOOK_TEXT, ADDRESS_TOASTS });
  const serverMessageOf = useServerMessage();
  // Without the server's word (the network failed), the page's own text in its language, never the client's
  // English fallback.
  const messageOf = (error: unknown) =>
    serverMessageOf(error) ??
    `${tx.ADDRESS_TOASTS.saveFailed.title}. ${tx.ADDRESS_TOASTS.saveFailed.description}`;
  const addresses = useAddresses(user._id);
  const { add, update, remove } = useAddressMutations(user._id);
  /** The address being edited, 'new' for a new one, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = addresses.data ?? [];

  const save = (address: SavedAddressCreate) => {
    setError(null);
    const done = {
      onSuccess: () => {
        setEditing(null);
        notifySuccess(tx.ADDRESS_TOASTS.saved);
      },
      onError: (cause: unknown) => setError(messageOf(cause)),
    };
    if (editing === 'new') add.mutate(address, done);
    else if (editing) update.mutate({ addressId: editing, patch: address }, done);
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-12">
      <PageHeader title={tx.ADDRESS_BOOK_TEXT.title} backTo={paths.settings.getHref()} className="py-4" />
      {addresses.isError ? <p role="alert">{tx.ADDRESS_BOOK_TEXT.loadFailed}</p> : null}
      {editing === 'new' ? (
        <section className="mb-4 rounded-card border border-line bg-surface p-4">
          <AddressForm
            defaults={{ fullName: user.fullName, phone: user.phone }}
            saving={add.isPending}
            error={error}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <Button
          variant="brand"
          className="mb-4"
          disabled={list.length >= ADDRESS_BOOK_MAX || addresses.isPending}
          onClick={() => {
            setError(null);
            setEditing('new');
          }}
        >
          {tx.ADDRESS_BOOK_TEXT.add}
        </Button>
      )}
      {addresses.isSuccess && list.length === 0 && editing !== 'new' ? (
        <div className="rounded-card border border-line bg-surface p-6 text-center">
          <p className="font-semibold">{tx.ADDRESS_BOOK_TEXT.empty}</p>
          <p className="text-sm text-muted">{tx.ADDRESS_BOOK_TEXT.emptyHint}</p>
        </div>
      ) : null}
      <ul className="space-y-3" aria-label={tx.ADDRESS_BOOK_TEXT.title}>
        {list.map((address) => (
          <li key={address.id} className="rounded-card border border-line bg-surface p-4 text-sm">
            {editing === address.id ? (
              <AddressForm
                initial={address}
                saving={update.isPending}
                error={error}
                onSave={save}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <>
                <p className="mb-1 flex gap-2 text-xs font-bold uppercase">
                  <span>{tx.ADDRESS_BOOK_TEXT.kinds[address.kind]}</span>
                  {address.isDefault ? (
                    <span className="text-success">{tx.ADDRESS_BOOK_TEXT.default}</span>
                  ) : null}
                </p>
                <AddressLines address={address} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      setError(null);
                      setEditing(address.id);
                    }}
                  >
                    {tx.ADDRESS_BOOK_TEXT.edit}
                  </Button>
                  {address.isDefault ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate(
                          { addressId: address.id, patch: { isDefault: true } },
                          { onSuccess: () => notifySuccess(tx.ADDRESS_TOASTS.defaultSet) },
                        )
                      }
                    >
                      {tx.ADDRESS_BOOK_TEXT.makeDefault}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(tx.ADDRESS_BOOK_TEXT.deleteConfirm))
                        remove.mutate(address.id, {
                          onSuccess: () => notifySuccess(tx.ADDRESS_TOASTS.deleted),
                        });
                    }}
                  >
                    {tx.ADDRESS_BOOK_TEXT.delete}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
