/** The pieces every back-office page shares: its heading, loading and failure states, labelled fields. */
import { ADMIN_TEXT } from '@zari/contract';
import { ArrowLeft, Loader2, Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { cn } from '@/lib/cn';

export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  useEffect(() => {
    document.title = ADMIN_TEXT.documentTitle(title);
  }, [title]);
  return (
    <header className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-2xl font-semibold">{title}</h1>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
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

export function Card({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-xl border border-line bg-surface p-4 sm:p-5', className)}>
      {title ? (
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      ) : null}
      {children}
    </section>
  );
}

/** A labelled control with its error under it; the control gets the id, `aria-invalid` and the description. */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The native select, styled like the Input primitive. */
export const selectClass =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink focus-visible:border-brand-500 aria-invalid:border-danger sm:text-sm';

const thClass = 'border-b border-line px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';
export const tdClass = 'border-b border-line px-3 py-2 align-middle';

/**
 * A back-office table: its column headings, then the rows given as children. Tables scroll sideways on a phone
 * rather than squeezing their columns. `actionsLabel` names a last column of row buttons for screen readers.
 */
export function TableFrame({
  columns,
  actionsLabel,
  children,
}: {
  columns: readonly ReactNode[];
  actionsLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are positional.
              <th key={index} className={thClass}>
                {column}
              </th>
            ))}
            {actionsLabel ? (
              <th className={thClass}>
                <span className="sr-only">{actionsLabel}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

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

/** The common case of `Field`: a labelled text input with its error. */
export function TextField({
  label,
  error,
  hint,
  ...inputProps
}: { label: string; error?: string | undefined; hint?: string } & ComponentProps<'input'>) {
  return (
    <Field label={label} error={error} {...(hint ? { hint } : {})}>
      {(props) => <Input {...props} {...inputProps} />}
    </Field>
  );
}
