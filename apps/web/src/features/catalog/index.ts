/** The catalogue: categories, posters, products and their variants, and the cards and lists that show them. */
export { categoriesQueryOptions, useCategories } from './api/get-categories';
export { type PosterSlide, posterQueryOptions, usePosterSlides } from './api/get-poster';
export { productQueryOptions, useProduct } from './api/get-product';
export { productVariantsQueryOptions, useProductVariants } from './api/get-product-variants';
export {
  type ProductsQuery,
  productPagesQueryOptions,
  productsQueryOptions,
  useProductPages,
  useProducts,
} from './api/get-products';
export { productsByCategoryQueryOptions, useProductsByCategory } from './api/get-products-by-category';
export { Breadcrumb } from './components/breadcrumb';
export { CategoryPills } from './components/category-pills';
export {
  type CardProduct,
  PRODUCT_CARD_SIZES,
  ProductCard,
  ProductCardSkeleton,
} from './components/product-card';
export { ProductGrid } from './components/product-grid';
export { useDeferredCards } from './hooks/use-deferred-cards';
export { categoryLink, readCategoryNavState } from './utils/category-link';
