import { ApiError } from '@zari/api-client';
import {
  ADMIN_TEXT,
  type AdminPromotion,
  CHECKOUT_TEXT,
  formatOrderDate,
  formatRupees,
  PAYMENT_METHODS,
  PROMOTION_ADMIN_MESSAGES,
} from '@zari/contract';
import { AdminPromotionCreate } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { PendingButton } from '@zari/ui/pending-button';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  Card,
  EditButton,
  Field,
  ListState,
  PageHeader,
  selectClass,
  TableFrame,
  TextField,
  tdClass,
} from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { usePromotions, useSavePromotion } from '../api/promotions';
import { bodyOf, draftOf, emptyDraft, fieldOfServerMessage, type PromotionDraft } from './promotion-draft';

const text = ADMIN_TEXT.promotions;
const fields = text.fields;

/** A refusal about one field shows under it; any other failure is a toast. */
function showFailure(error: unknown, setErrors: (errors: FieldErrors) => void) {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  const field = fieldOfServerMessage(message);
  if (field && message) setErrors({ [field]: message });
  else toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed));
}

type TextKey = {
  [K in keyof PromotionDraft]: PromotionDraft[K] extends string ? K : never;
}[keyof PromotionDraft];

function PromotionForm({ promotion, onDone }: { promotion?: AdminPromotion; onDone: () => void }) {
  const save = useSavePromotion();
  const [draft, setDraft] = useState<PromotionDraft>(() => (promotion ? draftOf(promotion) : emptyDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminPromotionCreate.safeParse(bodyOf(draft));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const onError = (error: Error) => showFailure(error, setErrors);
    const saved = (message: string) => () => {
      toastDone(message);
      onDone();
    };
    if (!promotion) {
      return save.mutate(
        { body: parsed.data },
        { onSuccess: saved(PROMOTION_ADMIN_MESSAGES.created), onError },
      );
    }
    // The code is sent only when changed (the welcome offer keeps its own); a cleared label is null.
    const { code, label, ...rest } = parsed.data;
    save.mutate(
      {
        id: promotion._id,
        body: { ...rest, label: label ?? null, ...(code === promotion.code ? {} : { code }) },
      },
      { onSuccess: saved(PROMOTION_ADMIN_MESSAGES.updated), onError },
    );
  };

  const textField = (key: TextKey, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      error={errors[key]}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      {...props}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {textField('code', fields.code, {
        hint: fields.codeHint,
        autoCapitalize: 'characters',
        required: true,
      })}
      {textField('label', fields.label)}
      <Field label={fields.kind} error={errors.kind}>
        {(props) => (
          <select
            {...props}
            className={selectClass}
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as PromotionDraft['kind'])}
          >
            <option value="percent">{text.kinds.percent}</option>
            <option value="flat">{text.kinds.flat}</option>
          </select>
        )}
      </Field>
      {textField('value', fields.value, { inputMode: 'decimal', required: true })}
      {textField('maxDiscount', fields.maxDiscount, { inputMode: 'decimal' })}
      {textField('minOrder', fields.minOrder, { inputMode: 'decimal' })}
      {textField('usageLimit', fields.usageLimit, { inputMode: 'numeric' })}
      {textField('perUserLimit', fields.perUserLimit, { inputMode: 'numeric' })}
      {textField('startsAt', fields.startsAt, { type: 'datetime-local' })}
      {textField('endsAt', fields.endsAt, { type: 'datetime-local' })}
      <Field label={fields.categoryIds} error={errors.categoryIds} className="sm:col-span-1 lg:col-span-1">
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={`${selectClass} h-auto py-2 font-mono text-xs`}
            value={draft.categoryIds}
            onChange={(event) => set('categoryIds', event.target.value)}
          />
        )}
      </Field>
      <Field label={fields.productIds} error={errors.productIds}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={`${selectClass} h-auto py-2 font-mono text-xs`}
            value={draft.productIds}
            onChange={(event) => set('productIds', event.target.value)}
          />
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 text-sm font-medium">{fields.paymentMethods}</legend>
        <div className="flex flex-wrap gap-4">
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={draft.paymentMethods.includes(method)}
                onChange={(event) =>
                  set(
                    'paymentMethods',
                    event.target.checked
                      ? [...draft.paymentMethods, method]
                      : draft.paymentMethods.filter((chosen) => chosen !== method),
                  )
                }
              />
              {CHECKOUT_TEXT.paymentMethods[method]}
            </label>
          ))}
        </div>
        {errors.paymentMethods ? (
          <p className="mt-1 text-xs font-medium text-danger">{errors.paymentMethods}</p>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.firstOrderOnly}
            onChange={(event) => set('firstOrderOnly', event.target.checked)}
          />
          {fields.firstOrderOnly}
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={draft.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          {fields.active}
        </label>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <PendingButton type="submit" variant="brand" pending={save.isPending}>
          {ADMIN_TEXT.common.save}
        </PendingButton>
        <Button type="button" variant="outline" onClick={onDone}>
          {ADMIN_TEXT.common.cancel}
        </Button>
      </div>
    </form>
  );
}

const columns = [
  text.columns.code,
  text.columns.label,
  text.columns.offer,
  text.columns.window,
  text.columns.uses,
  text.columns.active,
];

/** e.g. "25% off, up to ₹500 · first order only". */
function offerOf(promotion: AdminPromotion) {
  const value = promotion.kind === 'percent' ? String(promotion.value) : formatRupees(promotion.value);
  const cap = promotion.maxDiscount === null ? null : formatRupees(promotion.maxDiscount);
  return [
    text.offer(promotion.kind, value, cap),
    promotion.minOrder === null ? null : text.minOrder(formatRupees(promotion.minOrder)),
    promotion.firstOrderOnly ? text.firstOrderOnly : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function windowOf({ startsAt, endsAt }: AdminPromotion) {
  if (startsAt && endsAt) return text.between(formatOrderDate(startsAt), formatOrderDate(endsAt));
  if (startsAt) return text.from(formatOrderDate(startsAt));
  if (endsAt) return text.until(formatOrderDate(endsAt));
  return text.always;
}

const hasEnded = (promotion: AdminPromotion, now: number) =>
  !promotion.active || (promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now);

/**
 * "End now": shoppers can no longer use it from this moment. It also ends the window, unless the promotion
 * has not started yet (an end before its start would be refused), so the list says when it ended.
 */
function EndNowButton({ promotion }: { promotion: AdminPromotion }) {
  const save = useSavePromotion();
  const end = () => {
    if (!window.confirm(text.confirmEnd(promotion.code))) return;
    const now = new Date();
    const notStarted = promotion.startsAt !== null && Date.parse(promotion.startsAt) >= now.getTime();
    save.mutate(
      { id: promotion._id, body: { active: false, ...(notStarted ? {} : { endsAt: now.toISOString() }) } },
      {
        onSuccess: () => toastDone(PROMOTION_ADMIN_MESSAGES.ended),
        onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
      },
    );
  };
  return (
    <Button
      variant="outline"
      size="sm"
      className="text-danger"
      disabled={save.isPending}
      onClick={end}
      aria-label={text.endNowOf(promotion.code)}
    >
      {text.endNow}
    </Button>
  );
}

/** /admin/promotions: every promotion with its offer, window and uses; new ones, edits, and "End now". */
export function PromotionsScreen() {
  const promotions = usePromotions();
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const rows = promotions.data ?? [];
  const now = Date.now();
  return (
    <>
      <PageHeader
        title={text.title}
        actions={
          <Button variant="brand" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {text.newPromotion}
          </Button>
        }
      />
      {editing ? (
        <Card className="mb-4" title={editing === 'new' ? text.addTitle : text.editTitle(editing.code)}>
          <PromotionForm
            key={editing === 'new' ? 'new' : editing._id}
            promotion={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        </Card>
      ) : null}
      <ListState query={promotions} isEmpty={rows.length === 0} empty={text.empty}>
        <TableFrame columns={columns} actionsLabel={ADMIN_TEXT.common.edit}>
          {rows.map((promotion) => (
            <tr key={promotion._id}>
              <td className={`${tdClass} font-mono font-semibold`}>{promotion.code}</td>
              <td className={tdClass}>{promotion.label}</td>
              <td className={tdClass}>{offerOf(promotion)}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{windowOf(promotion)}</td>
              <td className={tdClass}>{text.uses(promotion.uses, promotion.usageLimit)}</td>
              <td className={tdClass}>
                {hasEnded(promotion, now) ? ADMIN_TEXT.common.no : ADMIN_TEXT.common.yes}
              </td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <div className="flex gap-2">
                  <EditButton name={promotion.code} onClick={() => setEditing(promotion)} />
                  {hasEnded(promotion, now) ? null : <EndNowButton promotion={promotion} />}
                </div>
              </td>
            </tr>
          ))}
        </TableFrame>
      </ListState>
    </>
  );
}
