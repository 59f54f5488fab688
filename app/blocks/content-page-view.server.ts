// Empty in the browser (`.server`), which loads content-page.tsx by `import()` for a 404 page.
export { ContentPageView } from './content-page';
