// The server renders the static blocks at once, from here; in the browser this module is empty
// (Remix's `.server` rule), so there they come with static-blocks.ts by `import()`, and only when
// a page has to render one anew (registry.tsx, decision 0022).
export { staticBlockComponents } from './static-blocks';
