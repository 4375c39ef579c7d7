import { assetUrl } from '@zari/api-client';
import { AVATAR_MAX_BYTES, formatPhoneForDisplay, PROFILE_TEXT, TOASTS, type User } from '@zari/contract';
import { Avatar } from '@zari/ui/avatar';
import { TextField } from '@zari/ui/field';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { PageHeader } from '@zari/ui/page-header';
import { PendingButton } from '@zari/ui/pending-button';
import { Camera } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isSessionExpired, SignedInOnly, useAuth } from '@/features/auth';
import { useServerMessage, useText } from '@/lib/i18n';
import { updateProfile } from '../api/update-profile';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Edit profile (SPEC §2): avatar, name, email and address; the phone is the login and cannot change. */
export function EditProfileForm() {
  return <SignedInOnly>{(user) => <EditProfileFields user={user} />}</SignedInOnly>;
}

function EditProfileFields({ user }: { user: User }) {
  const tx = useText({ PROFILE_TEXT, TOASTS });
  const serverMessageOf = useServerMessage();
  const navigate = useNavigate();
  const { updateUser, signOutLocally } = useAuth();
  const id = useId();
  const [fields, setFields] = useState({
    fullName: user.fullName ?? '',
    email: user.email ?? '',
    address: user.address ?? '',
  });
  const [avatar, setAvatar] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const onPickAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/') || file.size > AVATAR_MAX_BYTES) {
      notifyError(tx.TOASTS.updateFailed, tx.PROFILE_TEXT.avatarRules);
      return;
    }
    setAvatar(await readAsDataUrl(file));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await updateProfile(user._id, {
        fullName: fields.fullName.trim(),
        email: fields.email.trim(),
        address: fields.address.trim(),
        avatar: avatar ?? undefined,
      });
      updateUser(answer.data);
      setAvatar(null);
      notifySuccess(tx.TOASTS.profileUpdated);
    } catch (error) {
      if (isSessionExpired(error)) {
        signOutLocally();
        navigate(paths.login.getHref());
      }
      notifyError(tx.TOASTS.updateFailed, serverMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const setField = (name: keyof typeof fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setFields((current) => ({ ...current, [name]: value }));
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-12">
      <PageHeader
        title={tx.PROFILE_TEXT.editProfileTitle}
        backTo={paths.userProfile.getHref()}
        className="py-4"
      />
      <form onSubmit={onSubmit} className="space-y-4 rounded-card border border-line bg-surface p-4 sm:p-6">
        <div className="flex flex-col items-center gap-2 pb-2">
          <Avatar src={avatar ?? assetUrl(user.avatar)} name={fields.fullName || user.phone} size={96} />
          <label
            htmlFor={`${id}-avatar`}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <Camera aria-hidden="true" className="size-4" />
            {tx.PROFILE_TEXT.changePhoto}
            <input
              id={`${id}-avatar`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => void onPickAvatar(event)}
              className="sr-only"
            />
          </label>
        </div>
        <TextField
          id={`${id}-fullName`}
          label={tx.PROFILE_TEXT.fullName}
          autoComplete="name"
          value={fields.fullName}
          onChange={setField('fullName')}
        />
        <TextField
          id={`${id}-email`}
          type="email"
          label={tx.PROFILE_TEXT.email}
          autoComplete="email"
          value={fields.email}
          onChange={setField('email')}
        />
        <TextField
          id={`${id}-phone`}
          label={tx.PROFILE_TEXT.phone}
          value={formatPhoneForDisplay(user.phone)}
          disabled
          hint={tx.PROFILE_TEXT.phoneCannotChange}
        />
        <TextField
          id={`${id}-address`}
          label={tx.PROFILE_TEXT.address}
          autoComplete="street-address"
          value={fields.address}
          onChange={setField('address')}
        />
        <PendingButton type="submit" variant="brand" size="lg" className="w-full" pending={saving}>
          {tx.PROFILE_TEXT.saveChanges}
        </PendingButton>
      </form>
    </div>
  );
}
