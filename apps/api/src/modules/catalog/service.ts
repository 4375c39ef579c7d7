/** Catalogue rules: what a shopper may read, in the shapes of the contract (rupees at the edge). */
import { API_MESSAGES, POSTER_SETS, PRODUCT_PAGE_SIZE_MAX, paiseToRupees } from '@zari/contract';
import {
  type Category,
  decodeProductCursor,
  encodeProductCursor,
  type Poster,
  type Product,
  type ProductListQuery,
  type ProductVariant,
} from '@zari/contract/schemas';
import type { Database } from '../../db/client.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';
import * as repository from './repository.js';

/**
 * Without a `limit` a page holds the maximum: a client that speaks only SPEC §7 (no paging) still gets the
 * whole demo catalogue, and a catalogue of 100,000 still never leaves in one answer.
 */
export const DEFAULT_PAGE_SIZE = PRODUCT_PAGE_SIZE_MAX;

export interface ProductPage {
  products: Product[];
  nextCursor: string | null;
}

function encodeCursor(key: repository.ProductKey): string {
  return encodeProductCursor([key.key, key.id]);
}

/** The schema has checked the cursor's every value (type and range); here only its kind must fit the sort. */
function decodeCursor(cursor: string, sort: repository.ProductSort): repository.ProductKey {
  const decoded = decodeProductCursor(cursor);
  if (decoded && typeof decoded[0] === (sort === 'newest' ? 'string' : 'number')) {
    return { key: decoded[0], id: decoded[1] };
  }
  throw new BadRequestError(API_MESSAGES.invalidCursor);
}

function toVariant(row: repository.VariantRow): ProductVariant {
  return {
    _id: row.id,
    product: row.productId,
    colorCode: row.colorCode,
    colorName: row.colorName,
    price: paiseToRupees(row.pricePaise),
    discountedPrice: paiseToRupees(row.discountedPricePaise),
    images: row.images,
  };
}

/** Cards show swatches and the gallery shows variant images without a second request (SPEC §2). */
function toProduct(row: repository.ProductRow): Product {
  const { variants } = row;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    amount: paiseToRupees(row.amountPaise),
    discountedAmount: paiseToRupees(row.discountedPaise),
    images: row.images,
    category: { _id: row.category.id, title: row.category.title, slug: row.category.slug },
    sizes: row.sizes,
    inStock: row.stockCount > 0,
    stockCount: row.stockCount,
    fastDelivery: row.fastDelivery,
    tag: row.tag,
    productInfo: row.productInfo.map(({ title, content }) => ({ title, content })),
    ...(variants.length > 0 && {
      variantImages: Object.fromEntries(variants.map((variant) => [variant.id, variant.images])),
      swatches: variants.map((variant) => ({ _id: variant.id, colorCode: variant.colorCode })),
    }),
  };
}

export function catalogService(deps: { db: Database }) {
  const queries = repository.catalogQueries(deps.db);

  async function productPage(query: ProductListQuery): Promise<ProductPage> {
    const sort = query.sort ?? 'newest';
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await queries.listProducts({
      search: query.search || undefined,
      categoryId: query.categoryId,
      sort,
      limit,
      after: query.cursor ? decodeCursor(query.cursor, sort) : undefined,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      products: page.map(toProduct),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ key: sort === 'newest' ? last.createdAtKey : last.discountedPaise, id: last.id })
          : null,
    };
  }

  return {
    async listCategories(): Promise<Category[]> {
      const rows = await queries.listCategories();
      return rows.map((row) => ({ _id: row.id, title: row.title, slug: row.slug, image: row.image }));
    },

    async getPosterSet(name: string): Promise<Poster> {
      const known = (POSTER_SETS as readonly string[]).includes(name);
      const row = known ? await queries.findPosterSet(name) : undefined;
      if (!row) throw new NotFoundError(API_MESSAGES.posterSetNotFound);
      return { _id: row.id, name: row.name as Poster['name'], images: row.images };
    },

    listProducts: productPage,

    async listProductsByCategory(categoryId: string, query: ProductListQuery): Promise<ProductPage> {
      if (!(await queries.categoryExists(categoryId))) {
        throw new NotFoundError(API_MESSAGES.categoryNotFound);
      }
      return productPage({ ...query, categoryId });
    },

    async getProduct(id: string): Promise<Product> {
      const row = await queries.findProduct(id);
      if (!row) throw new NotFoundError(API_MESSAGES.productNotFound);
      return toProduct(row);
    },

    async listVariants(productId: string): Promise<ProductVariant[]> {
      const variants = await queries.listVariants(productId);
      if (variants.length === 0 && !(await queries.productExists(productId))) {
        throw new NotFoundError(API_MESSAGES.productNotFound);
      }
      return variants.map(toVariant);
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
