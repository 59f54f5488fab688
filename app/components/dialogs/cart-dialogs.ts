// The dialogs' code, fetched as one file on first use (issue 7): none of it is on a page's first load.
import '../../browser-shell'; // decision 0094: its modules stay in the framework's chunk
export { default as AddedSlideIn } from '../cart/added-slide-in';
export { default as SideCart } from '../cart/side-cart';
export { default as QuickView } from '../catalogue/quick-view';
