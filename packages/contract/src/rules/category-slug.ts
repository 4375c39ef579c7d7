/**
 * The one slug rule: lower case, every run of anything but a–z and 0–9 a single hyphen, none at either end
 * ("Holiday Accessories" → "holiday-accessories"). A category reference without a slug (a spec-only answer,
 * SPEC §3) is matched by its title this way, and the back office's category form fills the slug from the
 * title with it (issue 31), so what the form proposes is what the Slug schema accepts.
 */
export const SLUG_MAX_LENGTH = 80;

export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '');
}

/** The slug of a product's category: its own, or the one its title makes. */
export function categorySlugOf(category: { title: string; slug?: string | undefined }): string {
  return category.slug ?? slugFromTitle(category.title);
}
