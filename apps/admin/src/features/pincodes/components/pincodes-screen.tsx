import type { ApiData } from '@zari/api-client';
import { ADMIN_MESSAGES, ADMIN_TEXT, type PincodeImportResult } from '@zari/contract';
import { AdminPincodeParams, AdminPincodeUpdate } from '@zari/contract/schemas';
import { Button } from '@zari/ui/button';
import { ErrorBox } from '@zari/ui/error-box';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import {
  Card,
  CsvFileInput,
  EditButton,
  ListState,
  LoadMore,
  PageHeader,
  SearchForm,
  TableFrame,
  TextField,
  tdClass,
} from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastDone, toastFailed } from '@/lib/notify';
import { useImportPincodes, usePincodes, useSavePincode } from '../api/pincodes';

type PincodeRow = ApiData<'adminListPincodes'>[number];
const emptyDraft = { pincode: '', city: '', state: '', deliveryDays: '3', codAvailable: true };

function PincodeForm({ initial }: { initial: PincodeRow | null }) {
  const save = useSavePincode();
  const [draft, setDraft] = useState(
    initial ? { ...initial, deliveryDays: String(initial.deliveryDays) } : emptyDraft,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = AdminPincodeParams.safeParse({ pincode: draft.pincode });
    const body = AdminPincodeUpdate.safeParse({
      city: draft.city,
      state: draft.state,
      deliveryDays: Number(draft.deliveryDays),
      codAvailable: draft.codAvailable,
    });
    if (!params.success || !body.success) {
      return setErrors({
        ...(params.success ? {} : fieldErrors(params.error)),
        ...(body.success ? {} : fieldErrors(body.error)),
      });
    }
    setErrors({});
    save.mutate(
      { pincode: params.data.pincode, body: body.data },
      {
        onSuccess: () => toastDone(ADMIN_MESSAGES.pincodeSaved),
        onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
      },
    );
  };
  const fields = ADMIN_TEXT.pincodes.fields;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <TextField
        label={fields.pincode}
        error={errors.pincode}
        inputMode="numeric"
        value={draft.pincode}
        onChange={(e) => setDraft({ ...draft, pincode: e.target.value })}
      />
      <TextField
        label={fields.city}
        error={errors.city}
        value={draft.city}
        onChange={(e) => setDraft({ ...draft, city: e.target.value })}
      />
      <TextField
        label={fields.state}
        error={errors.state}
        value={draft.state}
        onChange={(e) => setDraft({ ...draft, state: e.target.value })}
      />
      <TextField
        label={fields.days}
        error={errors.deliveryDays}
        inputMode="numeric"
        value={draft.deliveryDays}
        onChange={(e) => setDraft({ ...draft, deliveryDays: e.target.value })}
      />
      <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.codAvailable}
          onChange={(e) => setDraft({ ...draft, codAvailable: e.target.checked })}
        />
        {fields.cod}
      </label>
      <div>
        <PendingButton type="submit" variant="brand" pending={save.isPending}>
          {ADMIN_TEXT.common.save}
        </PendingButton>
      </div>
    </form>
  );
}

const { columns, errorColumns: errorColumn } = ADMIN_TEXT.pincodes;
const pincodeColumns = [columns.pincode, columns.city, columns.state, columns.days, columns.cod];
const errorColumns = [errorColumn.line, errorColumn.pincode, errorColumn.message];

/** A pincode's cells, the same in the list and in an import's preview. */
function PincodeCells({ row }: { row: PincodeRow }) {
  return (
    <>
      <td className={`${tdClass} font-mono`}>{row.pincode}</td>
      <td className={tdClass}>{row.city}</td>
      <td className={tdClass}>{row.state}</td>
      <td className={tdClass}>{row.deliveryDays}</td>
      <td className={tdClass}>{row.codAvailable ? ADMIN_TEXT.common.yes : ADMIN_TEXT.common.no}</td>
    </>
  );
}

function ImportReport({ result }: { result: PincodeImportResult }) {
  return (
    <div className="mt-4 space-y-3">
      <p className="text-sm font-medium" aria-live="polite">
        {result.dryRun
          ? ADMIN_MESSAGES.pincodePreview(result.valid)
          : ADMIN_MESSAGES.pincodeImported(result.created + result.updated)}
        {' · '}
        {ADMIN_TEXT.pincodes.summary(result.created, result.updated, result.unchanged)}
      </p>
      {result.errorCount > 0 ? (
        <div>
          <ErrorBox>{ADMIN_TEXT.pincodes.rowErrors(result.errorCount)}</ErrorBox>
          <TableFrame columns={errorColumns}>
            {result.errors.map((error) => (
              <tr key={error.line}>
                <td className={tdClass}>{error.line}</td>
                <td className={`${tdClass} font-mono`}>{error.pincode}</td>
                <td className={`${tdClass} text-danger`}>{error.message}</td>
              </tr>
            ))}
          </TableFrame>
        </div>
      ) : null}
      {result.dryRun && result.preview.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{ADMIN_TEXT.pincodes.preview}</h3>
          <TableFrame columns={pincodeColumns}>
            {result.preview.map((row) => (
              <tr key={row.pincode}>
                <PincodeCells row={row} />
              </tr>
            ))}
          </TableFrame>
        </div>
      ) : null}
    </div>
  );
}

/** The CSV import: the file is checked first (nothing written), its preview and bad rows shown, then imported. */
function PincodeImport() {
  const importer = useImportPincodes();
  const [csv, setCsv] = useState<string | null>(null);
  const run = (text: string, dryRun: boolean) =>
    importer.mutate(
      { csv: text, dryRun },
      {
        onSuccess: (answer) => {
          if (!answer.data.dryRun) {
            toastDone(ADMIN_MESSAGES.pincodeImported(answer.data.created + answer.data.updated));
            setCsv(null);
          }
        },
        onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
      },
    );
  const result = importer.data?.data;
  return (
    <Card title={ADMIN_TEXT.pincodes.importTitle} className="mb-4">
      <p className="mb-3 text-xs text-muted">{ADMIN_TEXT.pincodes.importHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <CsvFileInput
          label={ADMIN_TEXT.pincodes.chooseFile}
          pendingText={
            importer.isPending
              ? importer.variables?.dryRun
                ? ADMIN_TEXT.pincodes.checking
                : ADMIN_TEXT.pincodes.importing
              : undefined
          }
          onText={(text) => {
            setCsv(text);
            run(text, true);
          }}
        />
        {csv && result?.dryRun && result.valid > 0 ? (
          <Button variant="brand" size="sm" disabled={importer.isPending} onClick={() => run(csv, false)}>
            {ADMIN_TEXT.pincodes.importButton(result.valid)}
          </Button>
        ) : null}
      </div>
      {result ? <ImportReport result={result} /> : null}
    </Card>
  );
}

/** /admin/pincodes: search, add or change one, import India Post's list from CSV. */
export function PincodesScreen() {
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<PincodeRow | null>(null);
  const pincodes = usePincodes(q);
  const rows = pincodes.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      <PageHeader title={ADMIN_TEXT.pincodes.title} />
      <Card title={ADMIN_TEXT.pincodes.addTitle} className="mb-4">
        <PincodeForm key={editing?.pincode ?? 'new'} initial={editing} />
      </Card>
      <PincodeImport />
      <div className="mb-4 flex">
        <SearchForm
          label={ADMIN_TEXT.pincodes.searchLabel}
          placeholder={ADMIN_TEXT.pincodes.searchPlaceholder}
          onSearch={setQ}
        />
      </div>
      <ListState query={pincodes} isEmpty={rows.length === 0} empty={ADMIN_TEXT.pincodes.empty}>
        <TableFrame columns={pincodeColumns} actionsLabel={ADMIN_TEXT.common.edit}>
          {rows.map((row) => (
            <tr key={row.pincode}>
              <PincodeCells row={row} />
              <td className={tdClass}>
                <EditButton name={row.pincode} onClick={() => setEditing(row)} />
              </td>
            </tr>
          ))}
        </TableFrame>
        <LoadMore query={pincodes} />
      </ListState>
    </>
  );
}
