/** Colour arithmetic for the demo art: tints and shades of a variant's colour keep every image on-palette. */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` toward `other` by `amount` (0 keeps `hex`, 1 gives `other`). */
export function mix(hex: string, other: string, amount: number): string {
  const from = channels(hex);
  const to = channels(other);
  return toHex(from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * amount));
}

export const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Relative luminance, to pick legible text and trims on a colour. */
export function isLight(hex: string): boolean {
  const [red, green, blue] = channels(hex);
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue > 165;
}
