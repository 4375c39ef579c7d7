/**
 * The demo catalogue, written here rather than downloaded: categories, products with colour variants, and
 * the seven poster sets. Everything derives deterministically from these lists, so every start and every
 * `db:seed` produces the same rows, ids and images.
 */
import {
  FREE_SHIPPING_THRESHOLD_RUPEES,
  type PosterSet,
  RETURN_TEXT,
  RETURN_WINDOW_DAYS,
  returnPolicyFor,
} from '@zari/contract';
import type { GarmentKind } from './art/garments.js';
import type { PrintName } from './art/svg.js';

export interface Colour {
  name: string;
  hex: string;
}

const C = {
  raniPink: { name: 'Rani Pink', hex: '#D6336C' },
  indigo: { name: 'Indigo', hex: '#3F4E8C' },
  marigold: { name: 'Marigold', hex: '#E8A33D' },
  emerald: { name: 'Emerald', hex: '#2F7D5B' },
  ivory: { name: 'Ivory', hex: '#F1E6D2' },
  maroon: { name: 'Maroon', hex: '#7B1E3A' },
  teal: { name: 'Teal', hex: '#2A7F86' },
  mustard: { name: 'Mustard', hex: '#C9962B' },
  blush: { name: 'Blush', hex: '#E8B4B8' },
  black: { name: 'Black', hex: '#26222B' },
  sage: { name: 'Sage', hex: '#9CAF88' },
  lavender: { name: 'Lavender', hex: '#B7A6D6' },
  rust: { name: 'Rust', hex: '#B5532F' },
  navy: { name: 'Navy', hex: '#1F2A44' },
  peach: { name: 'Peach', hex: '#F4A98A' },
  wine: { name: 'Wine', hex: '#5E1A33' },
  powderBlue: { name: 'Powder Blue', hex: '#A9C6E0' },
  mint: { name: 'Mint', hex: '#A8D5BA' },
  darkDenim: { name: 'Dark Denim', hex: '#2E4463' },
  midDenim: { name: 'Mid Blue', hex: '#4F6F96' },
  lightDenim: { name: 'Light Wash', hex: '#8EA9C8' },
  tan: { name: 'Tan', hex: '#B07D4F' },
  olive: { name: 'Olive', hex: '#6B7242' },
} satisfies Record<string, Colour>;

export interface ProductSeed {
  kind: GarmentKind;
  title: string;
  description: string;
  print: PrintName;
  colours: readonly Colour[];
  sizes: readonly string[];
  amountRupees: number;
  discountedRupees: number;
  stockCount: number;
  fastDelivery: boolean;
  tag: string;
  productInfo: { title: string; content: string }[];
}

export interface CategorySeed {
  slug: string;
  title: string;
  tile: { kind: GarmentKind; colour: Colour; print: PrintName };
  products: ProductSeed[];
}

/** FNV-1a: a stable number from a string, for choices that must not change between runs. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

/** Prices as Indian stores show them: MRP ending in 99, the offer price ending in 9. */
function priceFor(seed: string, range: readonly [number, number], discounts: readonly number[]) {
  const hash = stableHash(seed);
  const steps = Math.max(1, Math.floor((range[1] - range[0]) / 100));
  const amountRupees = range[0] + (hash % (steps + 1)) * 100 - 1;
  const discount = pick(discounts, hash >>> 8);
  const discountedRupees = Math.round((amountRupees * (100 - discount)) / 1000) * 10 - 1;
  return { amountRupees, discountedRupees };
}

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const CORE_SIZES = ['S', 'M', 'L', 'XL'];
const FREE_SIZE = ['Free Size'];
const WAIST_SIZES = ['26', '28', '30', '32', '34', '36'];
const SHOE_SIZES = ['UK 3', 'UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8'];
const TAGS = [
  'Bestseller',
  'New Arrival',
  'Trending',
  'Handcrafted',
  '',
  'Festive Pick',
  'Limited Edition',
  '',
];
const CARE_WASH = 'Gentle hand wash in cold water; dry in shade; warm iron on the reverse.';
const CARE_DRY = 'Dry clean only; store folded in a muslin cloth.';

interface Line {
  title: string;
  kind: GarmentKind;
  print: PrintName;
  fabric: string;
  colours: readonly Colour[];
  blurb: string;
}

interface CategoryPlan {
  slug: string;
  title: string;
  tile: CategorySeed['tile'];
  sizes: readonly string[][];
  range: readonly [number, number];
  discounts: readonly number[];
  fit: string;
  care: string;
  closing: string;
  lines: Line[];
}

const line = (
  title: string,
  kind: GarmentKind,
  print: PrintName,
  fabric: string,
  colours: readonly Colour[],
  blurb: string,
): Line => ({ title, kind, print, fabric, colours, blurb });

const PLANS: CategoryPlan[] = [
  {
    slug: 'kurtas',
    title: 'Kurtas & Kurtis',
    tile: { kind: 'kurta', colour: C.raniPink, print: 'buta' },
    sizes: [APPAREL_SIZES, CORE_SIZES],
    range: [1200, 3200],
    discounts: [30, 40, 50, 60],
    fit: 'Straight fit, calf length; the model is 5\'7" and wears size S.',
    care: CARE_WASH,
    closing: 'Pair it with palazzos and kolhapuris for the office, or with jhumkas for an evening out.',
    lines: [
      line(
        'Indigo Dabu Print Straight Kurta',
        'kurta',
        'buta',
        'Cotton',
        [C.indigo, C.rust],
        'Mud-resist dabu printed by hand in Rajasthan, with a mandarin collar and wooden buttons.',
      ),
      line(
        'Rani Pink Bandhani Anarkali Kurta',
        'kurta',
        'dots',
        'Rayon',
        [C.raniPink, C.marigold, C.teal],
        'Flared anarkali panels in a bandhani dot print that swirls when you walk.',
      ),
      line(
        'Ivory Chikankari A-Line Kurta',
        'kurta',
        'floral',
        'Cotton mul',
        [C.ivory, C.powderBlue],
        'Lucknowi chikankari shadow work along the yoke and sleeves on airy mul.',
      ),
      line(
        'Mustard Block Print Kurti with Pockets',
        'kurta',
        'buta',
        'Cotton',
        [C.mustard, C.sage],
        'Everyday block-printed kurti with deep side pockets and a gently curved hem.',
      ),
      line(
        'Emerald Silk Blend Festive Kurta',
        'kurta',
        'plain',
        'Silk blend',
        [C.emerald, C.wine, C.maroon],
        'A lustrous silk-blend kurta finished with a gold zari border at hem and cuffs.',
      ),
      line(
        'Sage Striped Linen Kurta',
        'kurta',
        'stripes',
        'Linen',
        [C.sage, C.ivory],
        'Breathable linen in fine woven stripes, cut straight with side slits.',
      ),
      line(
        'Teal Ajrakh Print Kurta',
        'kurta',
        'buta',
        'Cotton',
        [C.teal, C.indigo],
        'Ajrakh motifs from Kutch in natural dyes, with a round neck and three-quarter sleeves.',
      ),
      line(
        'Peach Floral Flared Kurti',
        'kurta',
        'floral',
        'Georgette',
        [C.peach, C.lavender, C.mint],
        'A soft georgette kurti with a flared hem, lined for comfort.',
      ),
      line(
        'Black Kantha Embroidered Kurta',
        'kurta',
        'dots',
        'Cotton',
        [C.black, C.maroon],
        'Running kantha stitches in contrast thread scatter across a deep black base.',
      ),
      line(
        'Lavender Polka Kurta with Tie-Up Neck',
        'kurta',
        'dots',
        'Viscose',
        [C.lavender, C.blush],
        'A playful polka print with a tie-up keyhole neck and tassels.',
      ),
      line(
        'Rust Handloom Khadi Kurta',
        'kurta',
        'plain',
        'Khadi',
        [C.rust],
        'Handspun, handwoven khadi that softens with every wash.',
      ),
      line(
        'Maroon Mirror Work Kurta',
        'kurta',
        'floral',
        'Cotton silk',
        [C.maroon, C.navy, C.emerald],
        'Tiny hand-set mirrors around the neckline catch the light at every festive dinner.',
      ),
    ],
  },
  {
    slug: 'sarees',
    title: 'Sarees',
    tile: { kind: 'saree', colour: C.teal, print: 'floral' },
    sizes: [FREE_SIZE],
    range: [2000, 8000],
    discounts: [25, 30, 40, 50],
    fit: 'Saree 5.5 m with a 0.8 m unstitched blouse piece.',
    care: CARE_DRY,
    closing: 'Drape it Nivi style for weddings, or seedha pallu for a pooja at home.',
    lines: [
      line(
        'Kanjivaram Silk Saree with Zari Border',
        'saree',
        'buta',
        'Pure silk',
        [C.maroon, C.emerald, C.marigold, C.raniPink],
        'Woven on Kanchipuram looms, with a contrast korvai border and a rich zari pallu.',
      ),
      line(
        'Banarasi Katan Silk Saree',
        'saree',
        'floral',
        'Katan silk',
        [C.wine, C.navy],
        'Classic Banarasi jaal of floral bootis, woven in gold zari.',
      ),
      line(
        'Chanderi Cotton Silk Saree',
        'saree',
        'dots',
        'Chanderi',
        [C.ivory, C.peach, C.mint],
        'Sheer Chanderi with delicate coin bootis, light enough for summer afternoons.',
      ),
      line(
        'Bandhani Georgette Saree',
        'saree',
        'dots',
        'Georgette',
        [C.raniPink, C.marigold],
        'Hand-tied bandhani dots from Jamnagar on a fluid georgette drape.',
      ),
      line(
        'Linen Saree with Tassel Pallu',
        'saree',
        'stripes',
        'Linen',
        [C.sage, C.lavender, C.powderBlue],
        'Crisp linen with woven stripes and hand-knotted tassels on the pallu.',
      ),
      line(
        'Jamdani Handloom Saree',
        'saree',
        'floral',
        'Cotton',
        [C.ivory, C.black],
        'Floating jamdani motifs woven by hand in West Bengal.',
      ),
      line(
        'Organza Saree with Floral Print',
        'saree',
        'floral',
        'Organza',
        [C.blush, C.mint, C.lavender],
        'A feather-light organza drape printed with soft watercolour florals.',
      ),
      line(
        'Kalamkari Mul Cotton Saree',
        'saree',
        'buta',
        'Mul cotton',
        [C.rust, C.indigo],
        'Pen-drawn kalamkari motifs from Srikalahasti on soft mul.',
      ),
      line(
        'Paithani Silk Saree',
        'saree',
        'buta',
        'Silk',
        [C.teal, C.maroon, C.raniPink],
        'The Maharashtrian heirloom with peacock motifs on its pallu.',
      ),
      line(
        'Tussar Silk Saree with Madhubani Art',
        'saree',
        'floral',
        'Tussar silk',
        [C.mustard, C.olive],
        'Hand-painted Madhubani figures on the golden sheen of tussar.',
      ),
    ],
  },
  {
    slug: 'dresses',
    title: 'Dresses',
    tile: { kind: 'dress', colour: C.marigold, print: 'dots' },
    sizes: [APPAREL_SIZES, CORE_SIZES],
    range: [1000, 3600],
    discounts: [30, 40, 50, 60],
    fit: 'Regular fit, midi length; the model is 5\'8" and wears size S.',
    care: CARE_WASH,
    closing: 'Add block heels for a brunch, or white sneakers for a day out.',
    lines: [
      line(
        'Marigold Polka Fit and Flare Dress',
        'dress',
        'dots',
        'Crepe',
        [C.marigold, C.black, C.raniPink],
        'A cinched waist with a tie belt and a skirt that flares just right.',
      ),
      line(
        'Floral Tiered Maxi Dress',
        'dress',
        'floral',
        'Rayon',
        [C.peach, C.powderBlue, C.sage, C.lavender],
        'Three soft tiers in a cheerful floral, with flutter sleeves.',
      ),
      line(
        'Black Wrap Midi Dress',
        'dress',
        'plain',
        'Viscose crepe',
        [C.black, C.wine],
        'A flattering wrap silhouette that goes from desk to dinner.',
      ),
      line(
        'Indigo Block Print Shirt Dress',
        'dress',
        'buta',
        'Cotton',
        [C.indigo, C.rust],
        'Hand block printed with a collar, button placket and a self-tie belt.',
      ),
      line(
        'Emerald Satin Slip Dress',
        'dress',
        'plain',
        'Satin',
        [C.emerald, C.maroon, C.navy],
        'A bias-cut satin slip with adjustable straps for cocktail evenings.',
      ),
      line(
        'Gingham Check Sundress',
        'dress',
        'checks',
        'Cotton',
        [C.powderBlue, C.raniPink],
        'Breezy gingham with a square neck and smocked back.',
      ),
      line(
        'Ikat Print A-Line Dress',
        'dress',
        'stripes',
        'Cotton',
        [C.teal, C.maroon],
        'Ikat-inspired print on an easy A-line with side pockets.',
      ),
      line(
        'Blush Ruffle Hem Midi Dress',
        'dress',
        'plain',
        'Georgette',
        [C.blush, C.mint],
        'A romantic ruffled hem and puff sleeves on flowing georgette.',
      ),
      line(
        'Striped Linen Shirt Dress',
        'dress',
        'stripes',
        'Linen',
        [C.sage, C.navy, C.ivory],
        'Crisp linen stripes, a relaxed fit and rolled-up sleeves.',
      ),
      line(
        'Rust Smocked Bodice Dress',
        'dress',
        'floral',
        'Rayon',
        [C.rust, C.olive],
        'A smocked bodice hugs gently above a swingy floral skirt.',
      ),
      line(
        'Lavender Tie-Dye Kaftan Dress',
        'dress',
        'dots',
        'Modal',
        [C.lavender, C.peach],
        'A loose kaftan in soft tie-dye, made for lazy holidays.',
      ),
      line(
        'Maroon Velvet Party Dress',
        'dress',
        'plain',
        'Velvet',
        [C.maroon, C.black],
        'Plush velvet with a sweetheart neckline for winter parties.',
      ),
      line(
        'Mint Schiffli Embroidered Dress',
        'dress',
        'floral',
        'Cotton',
        [C.mint, C.ivory],
        'Eyelet schiffli embroidery all over a fresh cotton dress.',
      ),
      line(
        'Navy Bandhani Anarkali Dress',
        'dress',
        'dots',
        'Georgette',
        [C.navy, C.raniPink, C.emerald],
        'A floor-length anarkali silhouette in a fine bandhani print.',
      ),
    ],
  },
  {
    slug: 'tops-and-blouses',
    title: 'Tops & Blouses',
    tile: { kind: 'top', colour: C.emerald, print: 'dots' },
    sizes: [APPAREL_SIZES, CORE_SIZES],
    range: [600, 1800],
    discounts: [20, 30, 40, 50, 60],
    fit: 'Regular fit, hip length; the model is 5\'7" and wears size S.',
    care: CARE_WASH,
    closing: 'Tuck it into high-waist jeans, or wear it loose over a skirt.',
    lines: [
      line(
        'Emerald Polka Peplum Top',
        'top',
        'dots',
        'Crepe',
        [C.emerald, C.black, C.raniPink],
        'A fitted bodice that flares into a playful peplum.',
      ),
      line(
        'Ivory Chikankari Cotton Top',
        'top',
        'floral',
        'Cotton',
        [C.ivory, C.powderBlue, C.blush],
        'Hand chikankari on the yoke of an easy everyday top.',
      ),
      line(
        'Block Print Puff Sleeve Blouse',
        'top',
        'buta',
        'Cotton',
        [C.indigo, C.rust],
        'Hand block printed with gathered puff sleeves.',
      ),
      line(
        'Satin Cowl Neck Top',
        'top',
        'plain',
        'Satin',
        [C.wine, C.mustard, C.navy],
        'A draped cowl neck in liquid satin for evenings out.',
      ),
      line(
        'Striped Linen Shirt',
        'top',
        'stripes',
        'Linen',
        [C.powderBlue, C.sage],
        'A relaxed linen shirt in candy stripes.',
      ),
      line(
        'Floral Smocked Crop Top',
        'top',
        'floral',
        'Rayon',
        [C.peach, C.lavender, C.mint],
        'A smocked crop top with ruffle straps for summer.',
      ),
      line(
        'Mirror Work Crop Blouse',
        'top',
        'floral',
        'Cotton silk',
        [C.maroon, C.teal],
        'Ready-to-wear saree blouse with mirror work and a back tie.',
      ),
      line(
        'Black Ribbed Square Neck Top',
        'top',
        'plain',
        'Ribbed knit',
        [C.black, C.ivory, C.olive],
        'A stretchy rib knit with a square neck — a wardrobe staple.',
      ),
      line(
        'Gingham Tie-Front Top',
        'top',
        'checks',
        'Cotton',
        [C.raniPink, C.powderBlue],
        'A cropped tie-front top in classic gingham.',
      ),
      line(
        'Bandhani Tunic Top',
        'top',
        'dots',
        'Georgette',
        [C.marigold, C.raniPink],
        'A flowy tunic in bright bandhani dots.',
      ),
      line(
        'Embroidered Yoke Kurti Top',
        'top',
        'buta',
        'Cotton',
        [C.sage, C.mustard],
        'A short kurti-style top with thread embroidery on the yoke.',
      ),
      line(
        'Lavender Ruffle Collar Blouse',
        'top',
        'plain',
        'Georgette',
        [C.lavender, C.blush],
        'A soft blouse with a ruffled collar and button cuffs.',
      ),
      line(
        'Ikat Weave Sleeveless Top',
        'top',
        'stripes',
        'Handloom cotton',
        [C.teal, C.indigo],
        'Handloom ikat, sleeveless, with a keyhole back.',
      ),
      line(
        'Rust Linen Wrap Top',
        'top',
        'plain',
        'Linen',
        [C.rust, C.ivory],
        'A wrap top in washed linen that ties at the waist.',
      ),
    ],
  },
  {
    slug: 'lehengas',
    title: 'Lehengas',
    tile: { kind: 'lehenga', colour: C.maroon, print: 'buta' },
    sizes: [CORE_SIZES],
    range: [4000, 15000],
    discounts: [30, 40, 50, 60],
    fit: 'Semi-stitched skirt with adjustable waist; the blouse fits bust 34–38 in.',
    care: CARE_DRY,
    closing: 'Style it with a statement necklace and embroidered juttis for the sangeet.',
    lines: [
      line(
        'Maroon Zari Embroidered Bridal Lehenga',
        'lehenga',
        'buta',
        'Raw silk',
        [C.maroon, C.wine],
        'Dense zari and sequin work on raw silk, with a net dupatta.',
      ),
      line(
        'Rani Pink Gota Patti Lehenga',
        'lehenga',
        'floral',
        'Georgette',
        [C.raniPink, C.marigold, C.teal],
        'Rajasthani gota patti work on a twirl-ready georgette skirt.',
      ),
      line(
        'Pastel Floral Organza Lehenga',
        'lehenga',
        'floral',
        'Organza',
        [C.blush, C.mint, C.lavender, C.powderBlue],
        'A dreamy organza lehenga in a soft floral print.',
      ),
      line(
        'Emerald Velvet Lehenga',
        'lehenga',
        'plain',
        'Velvet',
        [C.emerald, C.navy],
        'Winter-wedding velvet with a wide embroidered border.',
      ),
      line(
        'Marigold Mirror Work Lehenga',
        'lehenga',
        'dots',
        'Cotton silk',
        [C.marigold, C.raniPink],
        'Mirror work and bright tassels made for mehendi mornings.',
      ),
      line(
        'Ivory Chikankari Lehenga',
        'lehenga',
        'floral',
        'Georgette',
        [C.ivory, C.peach],
        'Lucknowi chikankari all over, with a scalloped dupatta.',
      ),
      line(
        'Teal Banarasi Brocade Lehenga',
        'lehenga',
        'buta',
        'Brocade',
        [C.teal, C.maroon],
        'A brocade skirt woven with traditional Banarasi butis.',
      ),
      line(
        'Lavender Sequin Lehenga',
        'lehenga',
        'dots',
        'Net',
        [C.lavender, C.black],
        'Tonal sequins scattered over soft net for the cocktail night.',
      ),
    ],
  },
  {
    slug: 'jeans-and-trousers',
    title: 'Jeans & Trousers',
    tile: { kind: 'jeans', colour: C.midDenim, print: 'plain' },
    sizes: [WAIST_SIZES],
    range: [1200, 2800],
    discounts: [20, 30, 40, 50],
    fit: 'High rise, full length; the model is 5\'8" and wears size 28.',
    care: 'Machine wash cold inside out with similar colours; do not bleach.',
    closing: 'Wear it with a crisp shirt or a short kurti.',
    lines: [
      line(
        'High Rise Straight Jeans',
        'jeans',
        'plain',
        'Stretch denim',
        [C.midDenim, C.darkDenim, C.lightDenim, C.black],
        'A clean straight leg with just enough stretch.',
      ),
      line(
        'Wide Leg Denim Jeans',
        'jeans',
        'plain',
        'Rigid denim',
        [C.lightDenim, C.midDenim],
        'Relaxed wide legs in sturdy rigid denim.',
      ),
      line(
        'Mom Fit Jeans',
        'jeans',
        'plain',
        'Cotton denim',
        [C.midDenim, C.lightDenim, C.darkDenim],
        'A nipped waist and tapered leg with a vintage wash.',
      ),
      line(
        'Linen Blend Palazzo Trousers',
        'jeans',
        'plain',
        'Linen blend',
        [C.ivory, C.sage, C.black],
        'Floaty palazzos with an elasticated back waist.',
      ),
      line(
        'Pinstripe Tailored Trousers',
        'jeans',
        'stripes',
        'Poly-viscose',
        [C.navy, C.black],
        'Sharp pinstripes with a pressed crease for the office.',
      ),
      line(
        'Flared Bootcut Jeans',
        'jeans',
        'plain',
        'Stretch denim',
        [C.darkDenim, C.midDenim],
        'A flattering flare from the knee.',
      ),
      line(
        'Cotton Cigarette Pants',
        'jeans',
        'plain',
        'Cotton twill',
        [C.olive, C.tan, C.black],
        'Slim ankle-length pants that go with every kurta.',
      ),
      line(
        'Checked Straight Trousers',
        'jeans',
        'checks',
        'Cotton',
        [C.tan, C.navy],
        'Easy straight trousers in a subtle check.',
      ),
    ],
  },
  {
    slug: 'jewellery',
    title: 'Jewellery',
    tile: { kind: 'jhumka', colour: C.emerald, print: 'plain' },
    sizes: [FREE_SIZE],
    range: [500, 3500],
    discounts: [20, 30, 40, 50, 60],
    fit: 'Lightweight; hooks and clasps are nickel free.',
    care: 'Keep away from perfume and water; store in the pouch provided.',
    closing: 'The finishing touch for a saree, a lehenga or a simple kurta.',
    lines: [
      line(
        'Kundan Gold-Plated Jhumkas',
        'jhumka',
        'plain',
        'Gold-plated brass',
        [C.emerald, C.raniPink, C.ivory],
        'Kundan stones set in a temple-style dome with pearl drops.',
      ),
      line(
        'Temple Coin Necklace',
        'necklace',
        'plain',
        'Gold-plated brass',
        [C.maroon, C.emerald],
        'South Indian temple work with coin motifs and a Lakshmi pendant.',
      ),
      line(
        'Oxidised Silver Jhumkas',
        'jhumka',
        'plain',
        'Oxidised silver alloy',
        [C.black, C.teal],
        'Antique-finish jhumkas with tiny ghungroo beads.',
      ),
      line(
        'Pearl Layered Necklace',
        'necklace',
        'plain',
        'Gold-plated brass, faux pearls',
        [C.ivory, C.blush],
        'Two strands of pearls with a kundan pendant.',
      ),
      line(
        'Meenakari Jhumkas',
        'jhumka',
        'plain',
        'Brass with enamel',
        [C.raniPink, C.teal, C.marigold, C.indigo],
        'Hand-painted meenakari enamel in jewel tones.',
      ),
      line(
        'Polki Choker Necklace',
        'necklace',
        'plain',
        'Gold-plated brass',
        [C.emerald, C.maroon],
        'A regal polki choker with an adjustable dori.',
      ),
      line(
        'Chandbali Earrings',
        'jhumka',
        'plain',
        'Gold-plated brass',
        [C.ivory, C.maroon],
        'Crescent chandbalis with pearl fringes.',
      ),
      line(
        'Beaded Tribal Necklace',
        'necklace',
        'plain',
        'Glass beads, brass',
        [C.rust, C.teal, C.mustard],
        'Handmade by artisans in Odisha with glass beads and brass.',
      ),
      line(
        'Mirror Jhumki Earrings',
        'jhumka',
        'plain',
        'Oxidised alloy',
        [C.black, C.raniPink],
        'Statement jhumkis with mirror inlays.',
      ),
      line(
        'Lakshmi Pendant Chain',
        'necklace',
        'plain',
        'Gold-plated brass',
        [C.marigold],
        'A fine chain with a traditional Lakshmi pendant.',
      ),
      line(
        'Pearl Drop Jhumkas',
        'jhumka',
        'plain',
        'Gold-plated brass, faux pearls',
        [C.blush, C.ivory, C.lavender],
        'Petite jhumkas with a single pearl drop, for every day.',
      ),
      line(
        'Navratna Necklace Set',
        'necklace',
        'plain',
        'Gold-plated brass',
        [C.raniPink, C.emerald, C.navy],
        'Nine coloured stones in a festive necklace with matching studs.',
      ),
    ],
  },
  {
    slug: 'bags',
    title: 'Bags',
    tile: { kind: 'handbag', colour: C.tan, print: 'plain' },
    sizes: [FREE_SIZE],
    range: [900, 3900],
    discounts: [20, 30, 40, 50],
    fit: 'Fits a 13-inch laptop (totes) or a phone, wallet and sunglasses (handbags).',
    care: 'Wipe with a dry cloth; stuff with paper when not in use.',
    closing: 'Carry it to work, to college or to the weekend market.',
    lines: [
      line(
        'Structured Vegan Leather Handbag',
        'handbag',
        'plain',
        'Vegan leather',
        [C.tan, C.black, C.maroon],
        'A top-handle bag with a magnetic flap and gold-tone clasp.',
      ),
      line(
        'Block Print Canvas Tote',
        'tote',
        'buta',
        'Cotton canvas',
        [C.indigo, C.rust, C.mustard],
        'A roomy canvas tote hand block printed in Jaipur.',
      ),
      line(
        'Embroidered Potli Bag',
        'handbag',
        'floral',
        'Silk',
        [C.raniPink, C.marigold, C.emerald],
        'A drawstring potli with zardozi embroidery and a beaded handle.',
      ),
      line(
        'Jute Shopper Tote',
        'tote',
        'stripes',
        'Jute',
        [C.tan, C.olive],
        'A sturdy jute shopper with leather-look handles.',
      ),
      line(
        'Quilted Sling Bag',
        'handbag',
        'checks',
        'Vegan leather',
        [C.black, C.blush, C.navy],
        'Quilted panels and a chain strap that slings across.',
      ),
      line(
        'Kantha Stitch Tote',
        'tote',
        'dots',
        'Cotton',
        [C.teal, C.maroon],
        'Running kantha stitches over layered cotton.',
      ),
      line(
        'Woven Straw Handbag',
        'handbag',
        'stripes',
        'Straw',
        [C.ivory, C.tan],
        'A summery straw bag with a wooden handle.',
      ),
      line(
        'Laptop Work Tote',
        'tote',
        'plain',
        'Vegan leather',
        [C.black, C.tan, C.navy],
        'A structured tote with a padded laptop sleeve and zip pocket.',
      ),
      line(
        'Mirror Work Clutch',
        'handbag',
        'floral',
        'Cotton silk',
        [C.maroon, C.teal],
        'A festive clutch with mirror work and a detachable chain.',
      ),
      line(
        'Printed Cotton Beach Tote',
        'tote',
        'floral',
        'Cotton',
        [C.powderBlue, C.peach, C.mint, C.lavender],
        'A big, washable tote in a breezy floral.',
      ),
    ],
  },
  {
    slug: 'footwear',
    title: 'Footwear',
    tile: { kind: 'juttis', colour: C.raniPink, print: 'floral' },
    sizes: [SHOE_SIZES],
    range: [800, 2400],
    discounts: [20, 30, 40, 50],
    fit: 'True to size; if between sizes, choose the larger one.',
    care: 'Wipe clean with a dry cloth; keep away from water.',
    closing: 'Made for long days of wedding festivities and everyday errands alike.',
    lines: [
      line(
        'Embroidered Punjabi Juttis',
        'juttis',
        'floral',
        'Leather',
        [C.raniPink, C.marigold, C.ivory],
        'Hand-embroidered juttis with a cushioned insole.',
      ),
      line(
        'Gold Zari Mojaris',
        'juttis',
        'buta',
        'Leather',
        [C.marigold, C.maroon],
        'Festive mojaris woven with gold zari thread.',
      ),
      line(
        'Pearl Embellished Juttis',
        'juttis',
        'dots',
        'Faux suede',
        [C.blush, C.ivory, C.mint],
        'Soft faux suede with hand-set pearls.',
      ),
      line(
        'Kolhapuri Flats',
        'juttis',
        'plain',
        'Leather',
        [C.tan, C.black],
        'Classic hand-stitched Kolhapuris in vegetable-tanned leather.',
      ),
      line(
        'Mirror Work Juttis',
        'juttis',
        'floral',
        'Cotton, leather sole',
        [C.teal, C.raniPink],
        'Colourful thread and mirror work from Kutch.',
      ),
      line(
        'Velvet Embroidered Mules',
        'juttis',
        'floral',
        'Velvet',
        [C.maroon, C.emerald, C.navy],
        'Backless velvet mules with zardozi embroidery.',
      ),
      line(
        'Everyday Cushioned Juttis',
        'juttis',
        'plain',
        'Faux leather',
        [C.black, C.tan, C.olive],
        'Extra-soft padding for all-day comfort.',
      ),
      line(
        'Phulkari Juttis',
        'juttis',
        'floral',
        'Leather',
        [C.marigold, C.raniPink, C.teal],
        'Bright phulkari embroidery on classic juttis.',
      ),
    ],
  },
];

function describe(plan: CategoryPlan, item: Line): string {
  return `${item.blurb} Made in ${item.fabric.toLowerCase()}. ${plan.closing}`;
}

/** Every category with its products, in display order. Indexes drive stock, tags and delivery badges. */
export function demoCategories(): CategorySeed[] {
  let overall = 0;
  return PLANS.map((plan) => ({
    slug: plan.slug,
    title: plan.title,
    tile: plan.tile,
    products: plan.lines.map((item, index) => {
      const seed = `${plan.slug}/${item.title}`;
      const hash = stableHash(seed);
      const position = overall++;
      // A few sold out and a few nearly gone, so the storefront shows every stock state.
      const stockCount = position % 19 === 7 ? 0 : position % 13 === 4 ? (position % 5) + 1 : 8 + (hash % 53);
      return {
        kind: item.kind,
        title: item.title,
        description: describe(plan, item),
        print: item.print,
        colours: item.colours,
        sizes: pick(plan.sizes, index),
        ...priceFor(seed, plan.range, plan.discounts),
        stockCount,
        fastDelivery: hash % 5 < 2,
        tag: pick(TAGS, hash >>> 4),
        productInfo: [
          { title: 'Material', content: item.fabric },
          { title: 'Fit & Size', content: plan.fit },
          { title: 'Care', content: plan.care },
          {
            title: RETURN_TEXT.productInfoTitle,
            // The contract's return rule decides, so jewellery never promises a return the policy forbids.
            content: `${returnPolicyFor({ category: { title: plan.title, slug: plan.slug } }).detail} Free shipping on orders of ₹${FREE_SHIPPING_THRESHOLD_RUPEES}+.`,
          },
        ],
      };
    }),
  }));
}

/** Extra price of a colour beyond the first: some shades cost more to dye or weave. */
export const VARIANT_SURCHARGE_RUPEES = [0, 0, 200, 100] as const;

/** Where a banner leads when tapped: a category, a product (by its category and title) or a page of ours. */
export type PosterTarget =
  | { category: string }
  | { product: { category: string; title: string } }
  | { path: string };

export interface PosterSeed {
  target: PosterTarget;
  width: number;
  height: number;
  kicker: string;
  headline: string;
  subline: string;
  colour: string;
  figures: { kind: GarmentKind; colour: string; print: PrintName }[];
}

const figure = (kind: GarmentKind, colour: Colour, print: PrintName) => ({ kind, colour: colour.hex, print });

const tall = (
  target: PosterTarget,
  kicker: string,
  headline: string,
  subline: string,
  colour: Colour,
  kind: GarmentKind,
  print: PrintName,
): PosterSeed => ({
  target,
  width: 600,
  height: 800,
  kicker,
  headline,
  subline,
  colour: colour.hex,
  figures: [figure(kind, colour, print)],
});

/**
 * Sizes the storefront can rely on: hero 2:1, special offers 3:2, the two carousels 3:4 portrait, the
 * now-or-never and sub-posters wide strips.
 */
export const DEMO_POSTERS: Record<PosterSet, PosterSeed[]> = {
  'hero-banner': [
    {
      target: { category: 'lehengas' },
      width: 1600,
      height: 800,
      kicker: 'The Festive Edit',
      headline: 'Festive Edit —\nUp to 60% off',
      subline: 'Lehengas, sarees and heirloom jewellery',
      colour: C.maroon.hex,
      figures: [figure('lehenga', C.raniPink, 'buta'), figure('saree', C.teal, 'floral')],
    },
    {
      target: { category: 'kurtas' },
      width: 1600,
      height: 800,
      kicker: 'New season',
      headline: 'The Summer\nLinen Story',
      subline: 'Breathable kurtas, shirts and palazzos',
      colour: C.sage.hex,
      figures: [figure('kurta', C.sage, 'stripes'), figure('jeans', C.ivory, 'plain')],
    },
    {
      target: { category: 'dresses' },
      width: 1600,
      height: 800,
      kicker: 'Dress season',
      headline: 'Dresses for\nevery date',
      subline: 'Fit-and-flare, wrap and maxi styles',
      colour: C.marigold.hex,
      figures: [figure('dress', C.marigold, 'dots'), figure('dress', C.emerald, 'plain')],
    },
    {
      target: { category: 'jewellery' },
      width: 1600,
      height: 800,
      kicker: 'Handcrafted',
      headline: 'Heirloom\nJewellery',
      subline: 'Jhumkas and necklaces made by artisans',
      colour: C.emerald.hex,
      figures: [figure('jhumka', C.emerald, 'plain'), figure('necklace', C.maroon, 'plain')],
    },
  ],
  'special-offer': [
    {
      target: { category: 'kurtas' },
      width: 1200,
      height: 800,
      kicker: 'Special offer',
      headline: 'Kurtas at\nup to 60% off',
      subline: 'Block prints, chikankari and khadi',
      colour: C.indigo.hex,
      figures: [figure('kurta', C.indigo, 'buta')],
    },
    {
      target: { path: '/shipping-delivery' },
      width: 1200,
      height: 800,
      kicker: 'Free shipping',
      headline: `Free shipping\nover ₹${FREE_SHIPPING_THRESHOLD_RUPEES}`,
      subline: 'Delivered to your door, no minimum fuss',
      colour: C.raniPink.hex,
      figures: [figure('tote', C.raniPink, 'dots')],
    },
    {
      target: { path: '/return-policy' },
      width: 1200,
      height: 800,
      kicker: 'Easy returns',
      headline: `${RETURN_WINDOW_DAYS}-day easy\nreturns`,
      subline: 'Free pick up from your doorstep',
      colour: C.teal.hex,
      figures: [figure('top', C.teal, 'floral')],
    },
  ],
  'you-will-love-these': [
    tall(
      { category: 'kurtas' },
      'Everyday',
      'Cotton Kurtas',
      'Hand block printed',
      C.indigo,
      'kurta',
      'buta',
    ),
    tall({ category: 'sarees' }, 'Drape it', 'Silk Sarees', 'Woven on handlooms', C.maroon, 'saree', 'buta'),
    tall(
      { category: 'dresses' },
      'Twirl',
      'Party Dresses',
      'Fit-and-flare styles',
      C.emerald,
      'dress',
      'plain',
    ),
    tall(
      { category: 'jewellery' },
      'Statement',
      'Jhumkas',
      'Kundan and meenakari',
      C.raniPink,
      'jhumka',
      'plain',
    ),
    tall({ category: 'bags' }, 'Carry all', 'Work Totes', 'Room for a laptop', C.tan, 'tote', 'plain'),
    tall(
      { category: 'footwear' },
      'Step out',
      'Juttis',
      'Embroidered by hand',
      C.marigold,
      'juttis',
      'floral',
    ),
  ],
  'hot-rn-dresses': [
    tall(
      { product: { category: 'dresses', title: 'Marigold Polka Fit and Flare Dress' } },
      'Hot rn',
      'Polka Fit & Flare',
      'The cinched waist',
      C.marigold,
      'dress',
      'dots',
    ),
    tall(
      { product: { category: 'dresses', title: 'Floral Tiered Maxi Dress' } },
      'Hot rn',
      'Floral Maxi',
      'Three soft tiers',
      C.peach,
      'dress',
      'floral',
    ),
    tall(
      { product: { category: 'dresses', title: 'Black Wrap Midi Dress' } },
      'Hot rn',
      'Black Wrap Midi',
      'Desk to dinner',
      C.black,
      'dress',
      'plain',
    ),
    tall(
      { product: { category: 'dresses', title: 'Gingham Check Sundress' } },
      'Hot rn',
      'Gingham Sundress',
      'Square neck',
      C.powderBlue,
      'dress',
      'checks',
    ),
    tall(
      { product: { category: 'dresses', title: 'Emerald Satin Slip Dress' } },
      'Hot rn',
      'Satin Slip',
      'Cocktail hour',
      C.emerald,
      'dress',
      'plain',
    ),
    tall(
      { product: { category: 'dresses', title: 'Ikat Print A-Line Dress' } },
      'Hot rn',
      'Ikat A-Line',
      'With pockets',
      C.teal,
      'dress',
      'stripes',
    ),
  ],
  'now-and-never': [
    {
      target: { path: '/hot-rn-dresses' },
      width: 1600,
      height: 700,
      kicker: 'Now or never',
      headline: 'Last pieces at\nup to 60% off',
      subline: 'When they are gone, they are gone',
      colour: C.rust.hex,
      figures: [
        figure('dress', C.rust, 'floral'),
        figure('kurta', C.mustard, 'buta'),
        figure('handbag', C.black, 'plain'),
      ],
    },
  ],
  'sub-poster-1': [
    {
      target: { category: 'lehengas' },
      width: 1600,
      height: 600,
      kicker: 'The wedding guest edit',
      headline: 'Dressed for\nevery ceremony',
      subline: 'Lehengas, sarees and statement jewellery',
      colour: C.raniPink.hex,
      figures: [figure('lehenga', C.marigold, 'dots'), figure('necklace', C.emerald, 'plain')],
    },
  ],
  'sub-poster-2': [
    {
      target: { category: 'bags' },
      width: 1600,
      height: 600,
      kicker: 'Carry it well',
      headline: 'Totes, slings\nand potlis',
      subline: 'Bags for work, weekends and weddings',
      colour: C.tan.hex,
      figures: [figure('tote', C.indigo, 'buta'), figure('handbag', C.tan, 'plain')],
    },
  ],
};
