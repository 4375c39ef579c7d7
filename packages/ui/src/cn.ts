/** Joins class names, skipping falsy ones: the one helper every primitive styles with. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
