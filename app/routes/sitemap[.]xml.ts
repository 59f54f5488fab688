import type { LoaderFunctionArgs } from '@remix-run/node';
import { sitemapXml } from '~/routes/sitemap/site-index.server';
import { describeError, logEvent } from '~/utils/logger.server';

// Issue 4: not in the route table, a fixed path.
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const xml = await sitemapXml(context, new URL(request.url).origin);
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=600',
      },
    });
  } catch (error) {
    logEvent('warn', 'sitemap.xml unavailable', { requestId: context.requestId, ...describeError(error) });
    // A crawler comes back later; a 503 does not make it forget the URLs it already has.
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
}
