// Empty in the browser (`.server`), which loads static-blocks.ts by `import()` (decision 0022).
export { staticBlockComponents } from './static-blocks';
