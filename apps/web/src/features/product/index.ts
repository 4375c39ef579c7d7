/** The product page (SPEC §2): gallery, variants, sizes, delivery check, share menu and similar products. */
export { ProductDetail } from './components/product-detail';
