// A liveness probe for load balancers: it answers from the storefront process alone, so it is also
// the floor that bench/pages.ts compares rendered pages against.
export function loader() {
  return new Response('ok', {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
