import { useEffect, useRef } from 'react';

/**
 * A field a shopper can type into before the app has started (a server-rendered page on a slow phone): on
 * hydration React leaves what the page shows in the field but starts its state empty, so the form refuses
 * to work (Check or Send OTP stays disabled) with the text right there (issue 36). Once mounted, `adopt` is
 * given the field as the page shows it, to make that the state. After a client-side navigation the field
 * is fresh and holds nothing to adopt.
 */
export function useTypedBeforeHydration<Field extends HTMLInputElement>(adopt: (field: Field) => void) {
  const field = useRef<Field>(null);
  const latestAdopt = useRef(adopt);
  latestAdopt.current = adopt;
  useEffect(() => {
    if (field.current) latestAdopt.current(field.current);
  }, []);
  return field;
}
