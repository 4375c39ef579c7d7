/**
 * The active language of a page (issue 35): its URL's prefix (`/hi/...` is Hindi, everything else English),
 * given to the tree by `LocaleProvider` in main.tsx and entry-server.tsx. Components read their texts with
 * `useText({ HOME_TEXT, ... })`, which returns the same names with the active language's values.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, LOCALES, type Locale } from '@zari/contract';
import { createContext, type ReactNode, Suspense, use, useContext, useEffect } from 'react';
import type { TextName } from './catalogue';

/**
 * The catalogue runtime (which module holds which text, the translated modules' chunks) is itself a chunk:
 * an English page never loads it. A page in another language loads it before it hydrates (main.tsx), the
 * server before it renders.
 */
type CatalogueRuntime = typeof import('./catalogue');
let runtime: CatalogueRuntime | undefined;
let runtimeLoading: Promise<CatalogueRuntime> | undefined;

/** The runtime once loaded (always, on a page in another language after it hydrated). */
export const loadedCatalogueRuntime = (): CatalogueRuntime | undefined => runtime;

export function loadCatalogueRuntime(): Promise<CatalogueRuntime> {
  runtimeLoading ??= import('./catalogue').then((loaded) => {
    runtime = loaded;
    return loaded;
  });
  return runtimeLoading;
}

interface LocaleState {
  locale: Locale;
  /** On the server: the message modules the render used, so the browser loads those before hydrating. */
  used?: Set<string>;
}

const LocaleContext = createContext<LocaleState>({ locale: DEFAULT_LOCALE });

export function LocaleProvider({
  locale,
  used,
  children,
}: {
  locale: Locale;
  used?: Set<string>;
  children: ReactNode;
}) {
  return <LocaleContext value={used ? { locale, used } : { locale }}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

/** The BCP 47 tag of the active language, for `Intl` and `lang` (en-IN, hi-IN). */
export function useLocaleTag(): string {
  return LOCALE_TAGS[useLocale()];
}

/**
 * The given English message exports in the active language, same names, same shapes: a value missing in the
 * translation stays English. In a language whose module has not loaded yet, the component waits for it.
 *
 *     const t = useText({ HOME_TEXT, TOASTS });
 *     t.HOME_TEXT.title
 */
export function useText<T extends Partial<Record<TextName, unknown>>>(english: T): T {
  const { locale, used } = useContext(LocaleContext);
  // A tree's language never changes, so this branch is the same on every render of a component.
  if (locale === 'en') return english;
  const names = Object.keys(english) as TextName[];
  // Exactly one `use`, on every render: React matches a component's `use` calls by their order, and
  // resumes a suspended render with the thenable it waited on at that place. Suspending on the runtime and
  // then, on the retry, on a module at the same place handed back the runtime: the module was not there
  // yet, so the text rendered in English where the server had sent Hindi (a hydration mismatch, #418).
  const catalogue = use(textsReady(locale, names));
  const result: Record<string, unknown> = {};
  for (const name of names) {
    used?.add(catalogue.TEXT_MODULES[name]);
    result[name] = catalogue.translated(locale, name) ?? english[name];
  }
  return result as T;
}

/** A promise as React's `use` reads it without suspending once it has settled (`status`, `value`, `reason`). */
type Thenable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Per language and set of names: the runtime, once it and the modules holding those names have loaded. */
const readiness = new Map<string, Thenable<CatalogueRuntime>>();

function textsReady(locale: Locale, names: readonly TextName[]): Promise<CatalogueRuntime> {
  const key = `${locale} ${names.join(' ')}`;
  const known = readiness.get(key);
  if (known && known.status !== 'rejected') return known;
  const pending = (catalogue: CatalogueRuntime) =>
    names.flatMap((name) => catalogue.pendingModule(locale, catalogue.TEXT_MODULES[name]) ?? []);
  let ready: Thenable<CatalogueRuntime>;
  if (runtime && pending(runtime).length === 0) {
    // Everything is there: a settled thenable, so the render does not suspend for a tick.
    ready = Object.assign(Promise.resolve(runtime), { status: 'fulfilled' as const, value: runtime });
  } else {
    ready = loadCatalogueRuntime().then((catalogue) => Promise.all(pending(catalogue)).then(() => catalogue));
    ready.status = 'pending';
    ready.then(
      (value) => Object.assign(ready, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(ready, { status: 'rejected', reason }),
    );
  }
  readiness.set(key, ready);
  return ready;
}

/**
 * A part of the page the first screen does not need to be working (the footer, a product's details, similar
 * products, the page's head). In another language its texts are not among the modules the browser loads
 * before it hydrates (the server does not name them): React leaves the server's HTML of this part as it is,
 * already in that language, and hydrates it once its modules have arrived, which it fetches as hydration
 * reaches it. English texts are built in, so an English page has no boundary here.
 */
export function LaterTexts({ children }: { children: ReactNode }) {
  const { locale } = useContext(LocaleContext);
  if (locale === DEFAULT_LOCALE) return children;
  return (
    <Suspense fallback={null}>
      <LocaleContext value={{ locale }}>{children}</LocaleContext>
    </Suspense>
  );
}

/**
 * Texts a component shows only after a tap (a toast), never in what it renders: in another language their
 * module is not among those the page waits for before it hydrates; it is fetched once the component has
 * mounted, and each text is read when it is shown. A tap before it has arrived shows English.
 *
 *     const later = useTextOnTap({ TOASTS });
 *     onClick={() => notifyError(later.TOASTS.selectSize)}
 */
export function useTextOnTap<T extends Partial<Record<TextName, unknown>>>(english: T): T {
  const { locale } = useContext(LocaleContext);
  const names = Object.keys(english) as TextName[];
  const key = names.join(' ');
  useEffect(() => {
    if (locale === DEFAULT_LOCALE) return;
    void loadCatalogueRuntime().then((catalogue) =>
      catalogue.loadModules(
        locale,
        key.split(' ').map((name) => catalogue.TEXT_MODULES[name as TextName]),
      ),
    );
  }, [locale, key]);
  if (locale === DEFAULT_LOCALE) return english;
  const result = {} as T;
  for (const name of names) {
    Object.defineProperty(result, name, {
      enumerable: true,
      get: () => runtime?.translated(locale, name) ?? english[name],
    });
  }
  return result;
}

/** The locale a pathname is in: its first segment when that names a language other than English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The router's basename for `locale`: '' for English, `/hi` for Hindi. */
export function localeBasename(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** `pathname` (with its search) moved to `locale`: `/product/1` ⇄ `/hi/product/1`. */
export function pathInLocale(pathWithSearch: string, locale: Locale): string {
  const from = localeOfPath(pathWithSearch);
  const rest = from === DEFAULT_LOCALE ? pathWithSearch : pathWithSearch.slice(from.length + 1) || '/';
  const bare = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/'
    ? `/${locale}`
    : bare.startsWith('/?')
      ? `/${locale}${bare.slice(1)}`
      : `/${locale}${bare}`;
}

export { LOCALES };
