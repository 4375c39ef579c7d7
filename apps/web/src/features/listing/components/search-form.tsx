import { LISTING_URL_PARAMS, SEARCH_PAGE_TEXT, SEARCH_QUERY_MAX_LENGTH, SEARCH_TEXT } from '@zari/contract';
import { buttonClass } from '@zari/ui/button-class';
import { Input } from '@zari/ui/input';
import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { paths } from '@/config/paths';
import { useText } from '@/lib/i18n';

/**
 * The search page's own box: a GET form to `/search?q=`, so it works before the page's script has loaded
 * too. A new search starts with no filters.
 */
export function SearchForm({ query }: { query: string }) {
  const tx = useText({ SEARCH_PAGE_TEXT, SEARCH_TEXT });
  return (
    <Form method="get" action={paths.search.getHref()} role="search" className="flex max-w-xl gap-2">
      <Input
        // A new query in the URL (Back, another search) resets the box to it.
        key={query}
        type="search"
        name={LISTING_URL_PARAMS.search}
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={tx.SEARCH_TEXT.placeholder}
        aria-label={tx.SEARCH_PAGE_TEXT.inputLabel}
        enterKeyHint="search"
      />
      <button type="submit" className={buttonClass('primary')}>
        <Search aria-hidden="true" className="size-4" />
        {tx.SEARCH_PAGE_TEXT.submit}
      </button>
    </Form>
  );
}
