import { type AnchorHTMLAttributes, type MouseEvent, use } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router';

export interface LightLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app from its root, as `paths.*.getHref()` gives it (the router's basename is added). */
  to: string;
  /** Navigation state, as react-router's `Link` passes it. */
  state?: unknown;
  /** Replace the current history entry; by default only a link to the page already shown does. */
  replace?: boolean;
}

/** The address a link to `to` has under the router's basename, as react-router's `useHref` writes it. */
export function hrefUnder(basename: string, to: string) {
  if (basename === '/') return to;
  const rest = to.slice(to.search(/[?#]|$/));
  const pathname = to.slice(0, to.length - rest.length);
  return `${pathname === '/' ? basename : `${basename}${pathname}`.replace(/\/\/+/g, '/')}${rest}`;
}

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target. */
const leftToBrowser = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (event.currentTarget.target !== '' && event.currentTarget.target !== '_self') ||
  event.currentTarget.hasAttribute('download');

/**
 * A link within the storefront at a fraction of react-router's `Link`'s render cost (issue 36): one context
 * read and a plain `<a href>`, where `Link` resolves its path against the matched routes and runs seven hooks
 * (location, navigate, prefetch, a click handler) for every card of a listing. A plain left click navigates
 * through the router without reloading the page; a middle or modified click, or a link with another target,
 * is left to the browser (a new tab or window). For absolute app paths without prefetching, active state or
 * relative resolution; use `Link` or `NavLink` where those are wanted.
 */
export function LightLink({ to, state, replace, onClick, ...rest }: LightLinkProps) {
  const { basename, navigator } = use(NavigationContext);
  const href = hrefUnder(basename, to);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || leftToBrowser(event)) return;
        event.preventDefault();
        // As `Link`: a link to the page already shown replaces its entry instead of adding one.
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        if (replace ?? here === href) navigator.replace(to, state);
        else navigator.push(to, state);
      }}
    />
  );
}
