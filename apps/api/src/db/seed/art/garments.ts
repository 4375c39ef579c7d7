/**
 * Garment and accessory silhouettes drawn on an 800×1000 canvas, centred on x = 400. Each takes the
 * palette of a colour and the id of a print pattern, and returns SVG elements (no document).
 */
import { GOLD, type Palette } from './svg.js';

export type GarmentKind =
  | 'kurta'
  | 'saree'
  | 'dress'
  | 'top'
  | 'jeans'
  | 'lehenga'
  | 'jhumka'
  | 'necklace'
  | 'handbag'
  | 'tote'
  | 'juttis';

/** The outline filled with the colour, then with the print on top. */
function cloth(path: string, palette: Palette, printId: string) {
  return `<path d="${path}" fill="${palette.main}"/><path d="${path}" fill="url(#${printId})"/><path d="${path}" fill="none" stroke="${palette.dark}" stroke-width="3" stroke-linejoin="round"/>`;
}

const stroke = (path: string, colour: string, width: number, extra = '') =>
  `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

function kurta(p: Palette, printId: string) {
  const body =
    'M358 168Q400 192 442 168L540 196Q582 214 596 262L626 432L568 450L538 332L546 560Q554 720 578 872L222 872Q246 720 254 560L262 332L232 450L174 432L204 262Q218 214 260 196Z';
  return [
    cloth(body, p, printId),
    `<path d="M228 828L572 828L578 872L222 872Z" fill="${p.trim}" opacity=".9"/>`,
    `<path d="M568 450L626 432L620 404L562 420Z" fill="${p.trim}"/><path d="M232 450L174 432L180 404L238 420Z" fill="${p.trim}"/>`,
    `<path d="M358 168Q400 192 442 168L430 182Q400 198 370 182Z" fill="${p.dark}"/>`,
    stroke('M400 190L400 330', p.dark, 4),
    `<g fill="${p.trim}"><circle cx="400" cy="222" r="5"/><circle cx="400" cy="258" r="5"/><circle cx="400" cy="294" r="5"/></g>`,
    stroke('M256 872L262 760M544 872L538 760', p.dark, 3),
  ].join('');
}

function saree(p: Palette, printId: string) {
  const skirt = 'M318 380Q400 398 482 380Q548 620 600 900L200 900Q252 620 318 380Z';
  const blouse = 'M332 176Q400 204 468 176L500 214L488 300Q400 318 312 300L300 214Z';
  const pallu = 'M336 180L468 176L486 420L590 880L520 900L430 440L314 302Z';
  return [
    `<path d="${blouse}" fill="${p.dark}"/>`,
    `<path d="M300 214L268 262L292 278L318 240Z" fill="${p.dark}"/><path d="M500 214L532 262L508 278L482 240Z" fill="${p.dark}"/>`,
    `<path d="M312 300Q400 318 488 300L482 380Q400 398 318 380Z" fill="#E9C9A8"/>`,
    cloth(skirt, p, printId),
    stroke('M372 420L352 900M398 420L392 900M424 420L432 900M448 416L470 900', p.dark, 2, ' opacity=".45"'),
    `<path d="M200 900L600 900L594 868L206 868Z" fill="${p.trim}"/>`,
    cloth(pallu, p, printId),
    `<path d="M486 420L590 880L568 886L466 432Z" fill="${p.trim}"/><path d="M520 900L590 880L584 858L514 876Z" fill="${p.trim}"/>`,
  ].join('');
}

function dress(p: Palette, printId: string) {
  const body =
    'M338 150L362 150L374 202Q400 218 426 202L438 150L462 150Q480 250 472 330Q470 380 476 404L604 820Q400 868 196 820L324 404Q330 380 328 330Q320 250 338 150Z';
  return [
    `<path d="M338 150Q300 176 292 226L326 236L334 190Z" fill="${p.light}"/><path d="M462 150Q500 176 508 226L474 236L466 190Z" fill="${p.light}"/>`,
    cloth(body, p, printId),
    `<path d="M326 384Q400 400 474 384L478 412Q400 428 322 412Z" fill="${p.dark}"/>`,
    `<path d="M400 398l26 -16l4 34z M400 398l-26 -16l-4 34z" fill="${p.trim}"/>`,
    stroke('M352 470L300 800M400 440L400 840M448 470L500 800', p.dark, 2, ' opacity=".35"'),
  ].join('');
}

function top(p: Palette, printId: string) {
  const body =
    'M350 180Q400 214 450 180L540 206Q588 228 600 300L558 330L528 292L520 470Q556 556 584 604Q400 646 216 604Q244 556 280 470L272 292L242 330L200 300Q212 228 260 206Z';
  return [
    cloth(body, p, printId),
    `<path d="M282 470Q400 494 518 470L524 496Q400 520 276 496Z" fill="${p.dark}" opacity=".85"/>`,
    stroke('M350 180Q400 214 450 180', p.trim, 8),
    stroke('M300 520Q290 560 262 596M400 520L400 624M500 520Q510 560 538 596', p.dark, 2, ' opacity=".4"'),
  ].join('');
}

function jeans(p: Palette, printId: string) {
  const body = 'M282 150L518 150L540 262L562 902L430 902L403 382L397 382L370 902L238 902L260 262Z';
  return [
    cloth(body, p, printId),
    `<path d="M282 150L518 150L522 184L278 184Z" fill="${p.dark}"/>`,
    `<circle cx="400" cy="167" r="8" fill="${GOLD}"/>`,
    stroke('M400 184L400 330Q400 350 384 360', p.light, 3, ' stroke-dasharray="8 6"'),
    stroke('M286 200Q330 250 340 184M514 200Q470 250 460 184', p.light, 3, ' stroke-dasharray="8 6"'),
    stroke('M250 880L380 880M420 880L550 880', p.light, 3, ' stroke-dasharray="8 6"'),
    stroke('M300 300L292 860M500 300L508 860', p.dark, 2, ' opacity=".3"'),
  ].join('');
}

function lehenga(p: Palette, printId: string) {
  const choli =
    'M340 160Q400 192 460 160L520 190L540 252L506 266L490 242L488 322Q400 334 312 322L310 242L294 266L260 252L280 190Z';
  const skirt = 'M322 360Q400 372 478 360Q560 600 684 900Q400 956 116 900Q240 600 322 360Z';
  return [
    `<path d="M312 322Q400 334 488 322L478 360Q400 372 322 360Z" fill="#E9C9A8"/>`,
    cloth(skirt, p, printId),
    `<path d="M322 360Q400 372 478 360L484 384Q400 396 316 384Z" fill="${p.trim}"/>`,
    `<path d="M116 900Q400 956 684 900L670 864Q400 918 130 864Z" fill="${p.trim}"/>`,
    stroke('M360 392L250 890M400 396L400 920M440 392L550 890', p.dark, 2, ' opacity=".35"'),
    cloth(choli, p, printId),
    stroke('M340 160Q400 192 460 160', p.trim, 8),
    `<path d="M460 170Q560 300 620 620L596 630Q540 330 448 186Z" fill="${p.light}" opacity=".8"/>`,
  ].join('');
}

function jhumkaOne(cx: number, p: Palette) {
  const beads = Array.from({ length: 7 }, (_, index) => {
    const x = cx - 78 + index * 26;
    return `<circle cx="${x}" cy="632" r="11" fill="${index % 2 ? p.main : GOLD}"/>`;
  }).join('');
  return [
    stroke(`M${cx} 250Q${cx + 40} 250 ${cx + 40} 290Q${cx + 40} 320 ${cx} 330`, GOLD, 7),
    `<circle cx="${cx}" cy="350" r="30" fill="${GOLD}"/><circle cx="${cx}" cy="350" r="16" fill="${p.main}"/>`,
    `<rect x="${cx - 6}" y="378" width="12" height="46" rx="6" fill="${GOLD}"/>`,
    `<path d="M${cx - 98} 610Q${cx - 96} 440 ${cx} 426Q${cx + 96} 440 ${cx + 98} 610Z" fill="${GOLD}"/>`,
    `<path d="M${cx - 70} 600Q${cx - 66} 480 ${cx} 466Q${cx + 66} 480 ${cx + 70} 600Z" fill="${p.main}" opacity=".85"/>`,
    stroke(`M${cx - 98} 610L${cx + 98} 610`, p.dark, 6),
    beads,
    `<circle cx="${cx}" cy="540" r="14" fill="${p.light}"/>`,
  ].join('');
}

function jhumka(p: Palette) {
  return `<g transform="translate(-30 60)">${jhumkaOne(290, p)}</g><g transform="translate(30 110)">${jhumkaOne(510, p)}</g>`;
}

function necklace(p: Palette) {
  const beads = Array.from({ length: 21 }, (_, index) => {
    const t = index / 20;
    const x = (1 - t) ** 2 * 190 + 2 * (1 - t) * t * 400 + t ** 2 * 610;
    const y = (1 - t) ** 2 * 190 + 2 * (1 - t) * t * 860 + t ** 2 * 190;
    const r = 9 + Math.round(9 * Math.sin(Math.PI * t));
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${index % 3 === 1 ? p.main : GOLD}"/>`;
  }).join('');
  return [
    stroke('M190 190Q400 860 610 190', GOLD, 5),
    beads,
    stroke('M400 540L400 580', GOLD, 6),
    `<path d="M400 580Q456 640 400 740Q344 640 400 580Z" fill="${GOLD}"/>`,
    `<path d="M400 606Q432 646 400 712Q368 646 400 606Z" fill="${p.main}"/>`,
    `<circle cx="400" cy="760" r="12" fill="${p.light}"/>`,
  ].join('');
}

function handbag(p: Palette, printId: string) {
  const body = 'M236 430L564 430L612 826Q614 860 580 860L220 860Q186 860 188 826Z';
  return [
    stroke('M300 436Q300 250 400 250Q500 250 500 436', p.dark, 22),
    cloth(body, p, printId),
    `<path d="M236 430L564 430L574 520Q400 596 226 520Z" fill="${p.dark}"/>`,
    `<rect x="384" y="540" width="32" height="40" rx="8" fill="${GOLD}"/>`,
    stroke('M206 800L594 800', p.light, 3, ' stroke-dasharray="10 8"'),
  ].join('');
}

function tote(p: Palette, printId: string) {
  const body = 'M214 380L586 380L620 880L180 880Z';
  return [
    stroke('M280 384Q280 170 360 170Q400 170 400 250M520 384Q520 170 440 170Q400 170 400 250', p.dark, 18),
    cloth(body, p, printId),
    `<path d="M208 470L592 470L596 530L204 530Z" fill="${p.trim}" opacity=".9"/>`,
    stroke('M228 400L572 400M196 860L604 860', p.light, 3, ' stroke-dasharray="10 8"'),
    `<rect x="330" y="600" width="140" height="170" rx="10" fill="${p.dark}" opacity=".35"/>`,
  ].join('');
}

function juttiOne(p: Palette, printId: string) {
  const upper = 'M190 700Q196 610 292 600Q380 594 470 640Q540 676 612 670Q662 664 690 636Q700 676 660 700Z';
  return [
    `<path d="M176 700L664 700Q704 700 700 724Q696 744 660 744L200 744Q170 744 176 700Z" fill="${GOLD}"/>`,
    cloth(upper, p, printId),
    stroke('M690 636Q712 612 704 590', p.dark, 6),
    `<path d="M300 640Q380 626 450 656" fill="none" stroke="${GOLD}" stroke-width="10" stroke-linecap="round"/>`,
    `<g fill="${GOLD}"><circle cx="520" cy="672" r="7"/><circle cx="560" cy="680" r="7"/><circle cx="600" cy="682" r="7"/></g>`,
  ].join('');
}

function juttis(p: Palette, printId: string) {
  return `<g transform="translate(40 -210) scale(.92)">${juttiOne(p, printId)}</g><g transform="translate(-20 60)">${juttiOne(p, printId)}</g>`;
}

export function drawGarment(kind: GarmentKind, palette: Palette, printId: string): string {
  switch (kind) {
    case 'kurta':
      return kurta(palette, printId);
    case 'saree':
      return saree(palette, printId);
    case 'dress':
      return dress(palette, printId);
    case 'top':
      return top(palette, printId);
    case 'jeans':
      return jeans(palette, printId);
    case 'lehenga':
      return lehenga(palette, printId);
    case 'jhumka':
      return jhumka(palette);
    case 'necklace':
      return necklace(palette);
    case 'handbag':
      return handbag(palette, printId);
    case 'tote':
      return tote(palette, printId);
    case 'juttis':
      return juttis(palette, printId);
  }
}
