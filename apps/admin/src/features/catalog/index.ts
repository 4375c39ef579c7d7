/** The catalogue: products (with photos and variants), categories and the home page's banners. */
export { BannersScreen } from './components/banners-screen';
export { CatalogCsvScreen } from './components/catalog-csv-screen';
export { CategoriesScreen } from './components/categories-screen';
export { ProductFormScreen } from './components/product-form-screen';
export { ProductsScreen } from './components/products-screen';
