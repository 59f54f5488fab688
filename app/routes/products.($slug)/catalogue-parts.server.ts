// Empty in the browser (`.server`), which loads catalogue-parts.ts by `import()` (decision 0096).
export { catalogueParts } from './catalogue-parts';
