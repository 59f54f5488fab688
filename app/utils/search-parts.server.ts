// Empty in the browser (`.server`), which loads components/search/search-parts.tsx by `import()` (decision 0098).
export { searchParts } from '~/components/search/search-parts';
