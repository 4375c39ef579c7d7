/**
 * The pieces every back-office page shares: its heading, loading, failure and empty states, search and paging.
 * Fields, cards and tables are the design system's (@zari/ui), re-exported here for the screens.
 */
import { ADMIN_TEXT } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { ErrorBox } from '@zari/ui/error-box';
import { Input } from '@zari/ui/input';
import { PageHeader as SharedPageHeader } from '@zari/ui/page-header';
import { PendingButton } from '@zari/ui/pending-button';

import { ArrowLeft, Loader2, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

export { Card } from '@zari/ui/card';
export { Field, TextField } from '@zari/ui/field';
export { TableFrame, tdClass } from '@zari/ui/table';

/** A back-office page's heading, which also names the browser tab (the back office has no server head). */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <SharedPageHeader
      title={title}
      actions={actions}
      documentTitle={ADMIN_TEXT.documentTitle(title)}
      className="mb-5"
    />
  );
}

export function Loading() {
  return (
    <p className="flex items-center gap-2 py-8 text-sm text-muted" aria-live="polite">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {ADMIN_TEXT.common.loading}
    </p>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <ErrorBox>{message}</ErrorBox>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {ADMIN_TEXT.common.retry}
      </Button>
    </div>
  );
}

/** The native select, styled like the Input primitive. */
export const selectClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink focus-visible:border-brand-500 aria-invalid:border-danger sm:text-sm';

/** A row's Edit button; screen readers hear which row it edits. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick}>
      {ADMIN_TEXT.common.edit}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** The way back from a detail page to its list, beside the page's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {children}
      </Link>
    </Button>
  );
}

/** A list's search box: submits the trimmed text, so the API is asked once per search, not per key. */
export function SearchForm({
  label,
  placeholder,
  initial = '',
  onSearch,
}: {
  label: string;
  placeholder: string;
  initial?: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <search className="flex flex-1">
      <form
        className="flex flex-1 gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline" aria-label={ADMIN_TEXT.common.search}>
          <Search aria-hidden="true" className="size-4" />
        </Button>
      </form>
    </search>
  );
}

interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A list's loading, failure (with retry) and empty states; the rows only once there are some. */
export function ListState({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  empty: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <LoadFailed
        message={query.error?.message ?? ADMIN_TEXT.common.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty) return <p className="py-10 text-center text-sm text-muted">{empty}</p>;
  return children;
}

/** The next page of a cursor-paged list, with its progress. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <PendingButton
      variant="outline"
      className="mt-4"
      pending={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {ADMIN_TEXT.common.loadMore}
    </PendingButton>
  );
}

/**
 * A CSV import's file chooser and its progress: the chosen file's text goes to `onText` (the same file may be
 * chosen again), and while the import runs the control is disabled and `pendingText` is said.
 */
export function CsvFileInput({
  label,
  pendingText,
  onText,
}: {
  label: string;
  /** What the running import is doing (checking or importing); undefined while none runs. */
  pendingText: string | undefined;
  onText: (text: string) => void;
}) {
  return (
    <>
      <label className="text-sm font-medium">
        {label}
        <input
          type="file"
          accept=".csv,text/csv"
          className="ml-2 text-sm"
          disabled={pendingText !== undefined}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onText(await file.text());
          }}
        />
      </label>
      {pendingText !== undefined ? (
        <span className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {pendingText}
        </span>
      ) : null}
    </>
  );
}
