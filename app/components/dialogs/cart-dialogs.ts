// The dialogs' code, fetched as one file on first use (issue 7): none of it is on a page's first load.
export { default as AddedSlideIn } from '../cart/added-slide-in';
export { default as SideCart } from '../cart/side-cart';
export { default as QuickView } from '../catalogue/quick-view';
