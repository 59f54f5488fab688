import { createHash } from 'node:crypto';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { invariantResponse } from '@epic-web/invariant';
import { messagesFor, messagesVersion } from '~/i18n.server';
import { routeMessagesJson } from '~/utils/client-messages.server';

// §3, decision 0025: only the messages these routes can ask for; versioned, so cached for a year.
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const { languages } = context.tenant.config.clientRuntimeConfig;
  const language = params.lng ?? '';
  invariantResponse(languages.includes(language), `No messages in ${language}`, { status: 404 });
  const messages = messagesFor(context.tenant, language);
  const version = messagesVersion(messages, context.clientBuild);
  const query = new URL(request.url).searchParams;
  const routes = query.get('routes');
  const current = query.get('v') === version;
  const json =
    routes === null
      ? JSON.stringify(messages)
      : routeMessagesJson(context.clientBuild, messages, routes.split(','));
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      ETag: `"${version}-${createHash('sha256').update(json).digest('base64url').slice(0, 12)}"`,
    },
  });
}
