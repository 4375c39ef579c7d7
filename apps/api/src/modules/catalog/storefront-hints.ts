/**
 * What the first screen of a storefront route needs before anything else (see plugins/spa-shell.ts): the
 * route's page module and its largest images. Page modules follow apps/web's one-file-per-route layout.
 */
import { ROUTE_PATHS } from '@zari/contract';
import type { ShellHints } from '../../plugins/spa-shell.js';
import type { CatalogService } from './service.js';

const PRODUCT_PATH = /^\/product\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function storefrontHints(catalog: CatalogService) {
  const firstImageOf = (name: string) =>
    catalog.getPosterSet(name).then(
      (poster) => poster.images[0],
      () => undefined,
    );

  return async (path: string): Promise<ShellHints> => {
    if (path === ROUTE_PATHS.home) {
      // The hero is the largest paint on a desktop, the main special offer on a phone.
      const images = await Promise.all([firstImageOf('hero-banner'), firstImageOf('special-offer')]);
      return { page: 'src/pages/home.tsx', images: images.filter((image) => image !== undefined) };
    }
    const productId = PRODUCT_PATH.exec(path)?.[1];
    if (productId) {
      const image = await catalog.getProduct(productId).then(
        (product) => product.images[0],
        () => undefined,
      );
      return { page: 'src/pages/product.tsx', images: image ? [image] : [] };
    }
    if (path.startsWith('/category/')) return { page: 'src/pages/category.tsx', images: [] };
    return { images: [] };
  };
}
