/** Whole images for the demo catalogue: product shots, category tiles and poster banners. */
import { mix, shade, tint } from './colour.js';
import { drawGarment, type GarmentKind } from './garments.js';
import {
  CREAM,
  escapeXml,
  GOLD,
  INK,
  type PrintName,
  paletteOf,
  printPattern,
  SANS,
  SERIF,
  svgDocument,
} from './svg.js';

export type ProductView = 'lookbook' | 'front' | 'detail';

const SAND = '#E9DCCB';

function backdrop(width: number, height: number, colour: string, style: 'studio' | 'arch') {
  const top = style === 'arch' ? mix(tint(colour, 0.8), SAND, 0.5) : tint(colour, 0.84);
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${CREAM}"/></linearGradient>`;
  const cx = width / 2;
  const shape =
    style === 'arch'
      ? `<path d="M${cx - width * 0.34} ${height}V${height * 0.36}A${width * 0.34} ${width * 0.34} 0 0 1 ${cx + width * 0.34} ${height * 0.36}V${height}Z" fill="${tint(colour, 0.66)}" opacity=".7"/>`
      : `<circle cx="${cx}" cy="${height * 0.46}" r="${Math.min(width, height) * 0.36}" fill="${tint(colour, 0.7)}" opacity=".6"/>`;
  return { defs, body: `<rect width="${width}" height="${height}" fill="url(#bg)"/>${shape}` };
}

const brandMark = (x: number, y: number, colour: string) =>
  `<text x="${x}" y="${y}" font-family="${SERIF}" font-size="26" letter-spacing="8" fill="${colour}" opacity=".55" text-anchor="end">ZARI</text>`;

/** A product shot in one colour: the garment centred on a soft studio backdrop (800×1000). */
export function productImage(kind: GarmentKind, colour: string, print: PrintName, view: ProductView): string {
  const palette = paletteOf(colour);
  const { defs, body } = backdrop(800, 1000, colour, view === 'lookbook' ? 'arch' : 'studio');
  const garment = drawGarment(kind, palette, 'print');
  const placed =
    view === 'detail'
      ? `<g transform="translate(400 430) scale(1.75) translate(-400 -430)">${garment}</g>`
      : view === 'lookbook'
        ? `<g transform="translate(400 520) scale(.86) translate(-400 -520)">${garment}</g>`
        : garment;
  const shadow =
    view === 'detail'
      ? ''
      : `<ellipse cx="400" cy="934" rx="250" ry="22" fill="${shade(colour, 0.5)}" opacity=".12"/>`;
  return svgDocument(
    800,
    1000,
    `<defs>${defs}${printPattern('print', print, palette)}</defs>${body}${shadow}${placed}${brandMark(770, 980, INK)}`,
  );
}

/** A square category tile (600×600). */
export function categoryImage(kind: GarmentKind, colour: string, print: PrintName): string {
  const palette = paletteOf(colour);
  const { defs, body } = backdrop(600, 600, colour, 'studio');
  return svgDocument(
    600,
    600,
    `<defs>${defs}${printPattern('print', print, palette)}</defs>${body}<g transform="translate(300 310) scale(.56) translate(-400 -530)">${drawGarment(kind, palette, 'print')}</g>`,
  );
}

export interface PosterArt {
  width: number;
  height: number;
  headline: string;
  subline: string;
  /** A small line above the headline. */
  kicker: string;
  colour: string;
  figures: readonly { kind: GarmentKind; colour: string; print: PrintName }[];
}

/** A banner: headline on the left, garments on the right (wide), or headline over garments (tall). */
export function posterImage(art: PosterArt): string {
  const { width, height } = art;
  const wide = width / height >= 1.2;
  const base = art.colour;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(base, 0.86)}"/><stop offset=".6" stop-color="${CREAM}"/><stop offset="1" stop-color="${tint(base, 0.72)}"/></linearGradient>`;
  const patterns = art.figures
    .map((figure, index) => printPattern(`print${index}`, figure.print, paletteOf(figure.colour)))
    .join('');
  const figureHeight = wide ? height * 0.86 : height * 0.58;
  const scale = figureHeight / 1000;
  const areaStart = wide ? width * 0.5 : 0;
  const areaWidth = wide ? width * 0.48 : width;
  const step = areaWidth / art.figures.length;
  const figures = art.figures
    .map((figure, index) => {
      const cx = areaStart + step * (index + 0.5);
      const top = height - figureHeight - height * (wide ? 0.04 : 0.03);
      return `<g transform="translate(${(cx - 400 * scale).toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(3)})">${drawGarment(figure.kind, paletteOf(figure.colour), `print${index}`)}</g>`;
    })
    .join('');
  const accent = shade(base, 0.2);
  const headlineSize = Math.round(wide ? height * 0.11 : width * 0.085);
  const textX = wide ? width * 0.06 : width / 2;
  const anchor = wide ? 'start' : 'middle';
  const textTop = wide ? height * 0.34 : height * 0.12;
  const lines = art.headline.split('\n');
  const headline = lines
    .map(
      (line, index) =>
        `<text x="${textX}" y="${(textTop + headlineSize * 1.15 * (index + 1)).toFixed(1)}" font-family="${SERIF}" font-size="${headlineSize}" fill="${INK}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
  const sublineY = textTop + headlineSize * 1.15 * lines.length + headlineSize * 0.9;
  return svgDocument(
    width,
    height,
    [
      `<defs>${defs}${patterns}</defs>`,
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
      wide
        ? `<circle cx="${width * 0.74}" cy="${height * 0.55}" r="${height * 0.46}" fill="${tint(base, 0.62)}" opacity=".55"/>`
        : `<circle cx="${width / 2}" cy="${height * 0.72}" r="${width * 0.42}" fill="${tint(base, 0.62)}" opacity=".55"/>`,
      figures,
      `<text x="${textX}" y="${textTop.toFixed(1)}" font-family="${SANS}" font-size="${Math.round(headlineSize * 0.32)}" letter-spacing="6" fill="${accent}" text-anchor="${anchor}">${escapeXml(art.kicker.toUpperCase())}</text>`,
      headline,
      `<text x="${textX}" y="${sublineY.toFixed(1)}" font-family="${SANS}" font-size="${Math.round(headlineSize * 0.4)}" fill="${INK}" opacity=".8" text-anchor="${anchor}">${escapeXml(art.subline)}</text>`,
      wide
        ? `<rect x="${textX}" y="${(sublineY + headlineSize * 0.6).toFixed(1)}" width="${headlineSize * 1.6}" height="4" fill="${GOLD}"/>`
        : '',
      brandMark(width - 24, height - 20, INK),
    ].join(''),
  );
}
