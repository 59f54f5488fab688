// The server renders the rarely used blocks at once, from here; in the browser this module is
// empty (Remix's `.server` rule), so there they come with rare-blocks.ts by `import()`, and only
// on pages that have one (deferred-block.tsx, decision 0017).
export * from './rare-blocks';
