/** The product search palette (SPEC §2), loaded when the shopper first reaches for it. */
export { default as SearchPalette } from './components/search-palette';
