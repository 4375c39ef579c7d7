/** The JSON script elements a server-rendered page carries for the browser to hydrate from. */
export const HYDRATION_ELEMENT_IDS = {
  router: 'zari-router-state',
  queries: 'zari-query-state',
  /** On a page in another language than English: the message modules its render used (lib/i18n). */
  texts: 'zari-texts',
} as const;

/** The parsed content of one of them, or undefined on a page the server did not render. */
export function readHydrationElement(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) : undefined;
}
