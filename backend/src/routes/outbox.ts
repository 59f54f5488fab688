import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxEmails, type OutboxEmail } from '../email/email-sender.js';
import { refuseUnlessLocal } from '../plugins/app/machine-only.js';
import { apiErrorSchema } from '../schemas/error.js';

const outboxQuerySchema = z.object({ to: z.string().max(254).optional() });
const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
  /** The files sent along, by name and type. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  /** The links in the text, for journeys that follow them. */
  links: z.array(z.string()),
});

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function outboxPage(emails: OutboxEmail[], to: string | undefined): string {
  const items = emails
    .map(
      (email) => `<li><article aria-labelledby="m-${email.id}">
<h2 id="m-${email.id}">${escapeHtml(email.subject)}</h2>
<p>To <strong>${escapeHtml(email.to)}</strong>, sent <time datetime="${email.sentAt}">${email.sentAt}</time></p>
${email.attachments.length ? `<p>Files: ${email.attachments.map((file) => escapeHtml(file.filename)).join(', ')}</p>` : ''}
<pre>${escapeHtml(email.text).replace(/https?:\/\/\S+/g, (link) => `<a href="${link}">${link}</a>`)}</pre>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>E-mail outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}pre{white-space:pre-wrap}li{margin-bottom:2rem}</style>
</head><body><main><h1>E-mail outbox</h1>
<p>E-mails the shop would send, newest first. Readable only on this machine, and in production only when the operator enables it.</p>
<form method="get"><label for="to">Recipient</label> <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}"> <button>Filter</button></form>
${emails.length ? `<ol>${items}</ol>` : '<p>No e-mails.</p>'}
</main></body></html>`;
}

// The demo has no mail server: sent e-mails wait here to be read (off unless EMAIL_OUTBOX_PAGE).
const outboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The e-mails hold password-reset links, so only the machine itself may read them.
  fastify.addHook('onRequest', refuseUnlessLocal('The outbox answers only on this machine'));

  fastify.get(
    '/outbox',
    {
      // The page's own inline style and filter form; nothing else loads.
      helmet: {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            'default-src': ["'none'"],
            'style-src': ["'unsafe-inline'"],
            'form-action': ["'self'"],
            'frame-ancestors': ["'none'"],
          },
        },
      },
      schema: {
        summary: 'The e-mail outbox as an HTML page, newest first',
        tags: ['platform'],
        querystring: outboxQuerySchema,
      },
    },
    async (request, reply) => {
      const emails = await listOutboxEmails(fastify.db, request.query.to || undefined);
      return reply.type('text/html; charset=utf-8').send(outboxPage(emails, request.query.to));
    },
  );

  fastify.get(
    '/outbox/messages',
    {
      schema: {
        summary: 'The e-mail outbox, newest first, as JSON',
        tags: ['platform'],
        querystring: outboxQuerySchema,
        response: { 200: z.object({ messages: z.array(outboxEmailSchema) }), 403: apiErrorSchema },
      },
    },
    async (request) => {
      const emails = await listOutboxEmails(fastify.db, request.query.to || undefined);
      return {
        messages: emails.map((email) => ({
          ...email,
          attachments: email.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
          links: linksIn(email.text),
        })),
      };
    },
  );
};

export default outboxRoutes;
