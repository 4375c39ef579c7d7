import { ADMIN_MESSAGES, ADMIN_TEXT, type CatalogImportResult } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { ErrorBox } from '@zari/ui/error-box';
import { PendingButton } from '@zari/ui/pending-button';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card, CsvFileInput, PageHeader, TableFrame, tdClass } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { downloadCatalogCsv, useImportCatalog } from '../api/catalog-csv';

const TEXT = ADMIN_TEXT.catalogCsv;
const errorColumns = [TEXT.errorColumns.line, TEXT.errorColumns.field, TEXT.errorColumns.message];

/** What a check or an import found: the counts, and every bad row by line and column. */
function ImportReport({ result }: { result: CatalogImportResult }) {
  return (
    <div className="mt-4 space-y-3" data-testid="catalog-import-report">
      <p className="text-sm font-medium" aria-live="polite">
        {result.dryRun
          ? ADMIN_MESSAGES.catalogChecked(result.rows)
          : ADMIN_MESSAGES.catalogImported(result.created, result.updated)}
        {' · '}
        {TEXT.summary(result.created, result.updated, result.unchanged, result.skus)}
      </p>
      {result.errorCount > 0 ? (
        <div>
          <ErrorBox>{TEXT.rowErrors(result.errorCount)}</ErrorBox>
          <TableFrame columns={errorColumns} stackOnPhone>
            {result.errors.map((error) => (
              <tr key={`${error.line}/${error.field}/${error.message}`}>
                <td className={tdClass} data-label={TEXT.errorColumns.line}>
                  {error.line}
                </td>
                <td className={`${tdClass} font-mono`} data-label={TEXT.errorColumns.field}>
                  {error.field}
                </td>
                <td className={`${tdClass} text-danger`} data-label={TEXT.errorColumns.message}>
                  {error.message}
                </td>
              </tr>
            ))}
          </TableFrame>
        </div>
      ) : null}
    </div>
  );
}

/** The import: the file is checked first (nothing written) and every bad row shown; then imported whole. */
function CatalogImport() {
  const importer = useImportCatalog();
  const [csv, setCsv] = useState<string | null>(null);
  const run = (text: string, dryRun: boolean) =>
    importer.mutate(
      { csv: text, dryRun },
      {
        onSuccess: (answer) => {
          if (!answer.data.dryRun) {
            toastDone(ADMIN_MESSAGES.catalogImported(answer.data.created, answer.data.updated));
            setCsv(null);
          }
        },
        onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
      },
    );
  const result = importer.data?.data;
  return (
    <Card title={TEXT.importTitle} className="mb-4">
      <p className="mb-3 text-xs text-muted">{TEXT.importHint}</p>
      <div className="flex flex-wrap items-center gap-3">
        <CsvFileInput
          label={TEXT.chooseFile}
          pendingText={
            importer.isPending ? (importer.variables?.dryRun ? TEXT.checking : TEXT.importing) : undefined
          }
          onText={(text) => {
            setCsv(text);
            run(text, true);
          }}
        />
        {csv && result?.dryRun && result.errorCount === 0 ? (
          <Button variant="brand" size="sm" disabled={importer.isPending} onClick={() => run(csv, false)}>
            {TEXT.importButton(result.rows)}
          </Button>
        ) : null}
      </div>
      {result ? <ImportReport result={result} /> : null}
    </Card>
  );
}

/** /admin/products/import: the catalogue's CSV, downloaded and imported (issue 31). */
export function CatalogCsvScreen() {
  const [downloading, setDownloading] = useState(false);
  return (
    <>
      <PageHeader
        title={TEXT.title}
        actions={
          <Button asChild variant="outline">
            <Link to={adminPaths.products.getHref()}>{TEXT.back}</Link>
          </Button>
        }
      />
      <p className="-mt-3 mb-4 text-sm text-muted">{TEXT.intro}</p>
      <Card title={TEXT.exportTitle} className="mb-4">
        <p className="mb-3 text-xs text-muted">{TEXT.exportHint}</p>
        <PendingButton
          variant="outline"
          pending={downloading}
          onClick={async () => {
            setDownloading(true);
            try {
              await downloadCatalogCsv();
            } catch (error) {
              toastFailed(failureMessage(error, TEXT.exportFailed));
            } finally {
              setDownloading(false);
            }
          }}
        >
          {TEXT.exportButton}
        </PendingButton>
      </Card>
      <CatalogImport />
    </>
  );
}
