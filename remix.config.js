/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  serverModuleFormat: 'esm',
  // The custom server (server/index.ts) imports this bundle.
  serverBuildPath: 'build/server/index.js',
  serverPlatform: 'node',
  // The server bundle keeps node_modules external, except the ESM-only packages Remix asks for.
  serverDependenciesToBundle: [/^remix-utils.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
