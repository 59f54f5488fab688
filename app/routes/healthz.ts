// Proves the tenants are loaded and the request path works; bench/pages.ts uses it as the floor.
export function loader() {
  return new Response('ok', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
