// Issue 39, decision 0094: the browser code the root and nearly every route share (the error
// views, the page meta). esbuild puts a module into one chunk per set of entry points that reach
// it; the root and the routes reach these, but the entry and the modules loaded by `import()` did
// not, so they came in three files of their own. Imported for its side effects by
// app/entry.client.tsx, by every module loaded by `import()` (cart-dialogs, interactive-search-box,
// rare-blocks, static-blocks, the cart's service-chooser, content-page, …) and by error-boundary,
// which every route reaches: these modules then share React's and Remix's chunk.
import './components/error-boundary';
import './utils/page-meta';
// Decision 0101: the product tile and the kept HTML wrapper, no longer reached through the block
// registry.
import './components/catalogue/product-tile';
import './components/kept-html';
// Decision 0104: the document with the shop's chrome (the root's Layout) and the entry's own
// modules, which every page loads too: gzipped with the framework, not in files of their own.
import './components/site-layout';
import './utils/page-messages';
import './utils/translate';
import './utils/intl-warm-up';
import './utils/report-client-error';
import './utils/build-freshness/load';
