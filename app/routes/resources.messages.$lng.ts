import type { LoaderFunctionArgs } from '@remix-run/node';
import { invariantResponse } from '@epic-web/invariant';
import { messagesFor, messagesVersion } from '~/i18n.server';

// One language's messages of the tenant (§3 messageBundle) for the browser. Asked for with the
// current version they never change, so browsers and CDNs keep them for a year.
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const { languages } = context.tenant.config.clientRuntimeConfig;
  const language = params.lng ?? '';
  invariantResponse(languages.includes(language), `No messages in ${language}`, { status: 404 });
  const messages = messagesFor(context.tenant, language);
  const version = messagesVersion(messages);
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(JSON.stringify(messages), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      ETag: `"${version}"`,
    },
  });
}
