/**
 * The slug of a product's category. Our API sends it; a category reference without one (a spec-only answer,
 * SPEC §3) is matched by its title, lower-cased and hyphenated: "Holiday Accessories" → "holiday-accessories".
 */
export function categorySlugOf(category: { title: string; slug?: string | undefined }): string {
  return (
    category.slug ??
    category.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
