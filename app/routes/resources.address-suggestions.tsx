import { data, type LoaderFunctionArgs } from '@remix-run/node';

const MIN_QUERY_LENGTH = 3;

/** JavaScript only; §7 maps: a failing lookup answers no suggestions. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q.length < MIN_QUERY_LENGTH) return data({ places: [] });
  const { places } = await context.cart.autocompleteAddress(q).catch(() => ({ places: [] }));
  return data({ places: places.slice(0, 5) }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
