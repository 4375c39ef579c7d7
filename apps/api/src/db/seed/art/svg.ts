/** Small helpers for writing SVG by hand: escaping, documents with explicit size, shared defs. */
import { isLight, shade, tint } from './colour.js';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every image states width, height and viewBox so the storefront can reserve its box (no layout shift). */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

export const SERIF = "Georgia,'Times New Roman',serif";
export const SANS = "'Helvetica Neue',Arial,sans-serif";
export const INK = '#2B2230';
export const CREAM = '#FBF7F2';
export const GOLD = '#C9A227';

/** The garment's palette, derived from one colour. */
export interface Palette {
  main: string;
  dark: string;
  light: string;
  trim: string;
}

export function paletteOf(colour: string): Palette {
  return {
    main: colour,
    dark: shade(colour, 0.28),
    light: tint(colour, 0.35),
    trim: isLight(colour) ? shade(colour, 0.45) : GOLD,
  };
}

export type PrintName = 'plain' | 'dots' | 'stripes' | 'buta' | 'floral' | 'checks';

/** A repeating print in the garment's own shades, laid over its fill. */
export function printPattern(id: string, print: PrintName, palette: Palette): string {
  const ink = isLight(palette.main) ? shade(palette.main, 0.35) : tint(palette.main, 0.55);
  switch (print) {
    case 'dots':
      return `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3" fill="${ink}"/><circle cx="21" cy="21" r="3" fill="${ink}"/></pattern>`;
    case 'stripes':
      return `<pattern id="${id}" width="26" height="26" patternUnits="userSpaceOnUse"><rect width="9" height="26" fill="${ink}" opacity=".55"/></pattern>`;
    case 'checks':
      return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="12" fill="${ink}" opacity=".35"/><rect width="12" height="40" fill="${ink}" opacity=".35"/></pattern>`;
    case 'buta':
      return `<pattern id="${id}" width="56" height="64" patternUnits="userSpaceOnUse"><path d="M20 44c-9-2-12-13-5-20 6-6 16-4 18 5 2 8-4 15-13 15zm2-25c2-6 7-9 12-9-3 3-4 6-3 10z" fill="${ink}"/><circle cx="46" cy="14" r="2.5" fill="${palette.trim}"/></pattern>`;
    case 'floral':
      return `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><g fill="${ink}"><circle cx="30" cy="22" r="6"/><circle cx="38" cy="30" r="6"/><circle cx="30" cy="38" r="6"/><circle cx="22" cy="30" r="6"/></g><circle cx="30" cy="30" r="4" fill="${palette.trim}"/><circle cx="5" cy="5" r="2" fill="${ink}"/></pattern>`;
    case 'plain':
      return `<pattern id="${id}" width="1" height="1" patternUnits="userSpaceOnUse"/>`;
  }
}
