// Issue 39, decision 0094: the browser code the root and nearly every route share (the error
// views with the block registry and the product tile, the page meta). esbuild puts a module into
// one chunk per set of entry points that reach it; the root and the routes reach these, but the
// entry and the modules loaded by `import()` did not, so they came in three files of their own.
// Imported for its side effects by app/entry.client.tsx and by every module loaded by `import()`
// (cart-dialogs, interactive-search-box, rare-blocks, static-blocks, the cart's service-chooser):
// these modules then share React's and Remix's chunk, three files fewer on every page.
import './components/error-boundary';
import './utils/page-meta';
// Decision 0101: the product tile and the kept HTML wrapper, no longer reached through the block
// registry; error-boundary.tsx imports this module, so every route reaches them.
import './components/catalogue/product-tile';
import './components/kept-html';
