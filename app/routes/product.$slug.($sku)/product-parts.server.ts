// Empty in the browser (`.server`), which loads product-parts.ts by `import()` (decision 0100).
export { productParts } from './product-parts';
