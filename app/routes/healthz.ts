// Liveness for load balancers, answered by the Remix handler of the request's tenant, so it proves
// the tenants are loaded and the whole request path works. It renders no data, which makes it the
// floor that bench/pages.ts compares rendered pages against.
export function loader() {
  return new Response('ok', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
