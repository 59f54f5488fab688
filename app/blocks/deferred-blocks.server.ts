// Empty in the browser (`.server`), which loads rare-blocks.ts by `import()` (decision 0017).
export * from './rare-blocks';
