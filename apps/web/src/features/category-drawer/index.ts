/** The category drawer (SPEC §2) behind the header's menu button, loaded when the shopper first opens it. */
export { default as CategoryDrawer } from './components/category-drawer';
