import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { passesRecaptcha, type RecaptchaOptions } from '../../../auth/recaptcha.js';
import { contactEmailOf } from '../../../contact/contact-email.js';
import {
  contactMultipartOptions,
  readContactFormPost,
  removeFiles,
} from '../../../contact/contact-form-reader.js';
import { reserveContactPost } from '../../../contact/contact-rate-limit.js';
import { insertContactRequest, serviceEmailOf } from '../../../contact/contact-request-repository.js';
import type { UploadStorage } from '../../../contact/upload-storage.js';
import { tenantLanguage } from '../../../email/account-emails.js';
import type { EmailSender } from '../../../email/email-sender.js';
import { InvalidDataError, TooManyRequestsError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  contactErrorCodes,
  contactFormSchemaOf,
  contactFormTextFields,
  contactRequestCreatedSchema,
  type ContactProblem,
  type ContactRefusalDetails,
} from '../../../schemas/contact-form.js';
import { contactHoneypotField } from '../../../schemas/contact-form-limits.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

export type ContactRouteOptions = {
  recaptcha: RecaptchaOptions;
  emailSender: EmailSender;
  uploadStorage: UploadStorage;
};

/** The text values a form sent that the contact form knows, to be shown again; empty ones left out. */
function knownValues(fields: Record<string, string>): Record<string, string> {
  const known = new Set<string>(contactFormTextFields);
  return Object.fromEntries(
    Object.entries(fields).filter(([name, value]) => known.has(name) && value !== ''),
  );
}

const invalid = (message: string, code: string, details: ContactRefusalDetails) =>
  new InvalidDataError(message, { code, details });

// §1 contact form block (issue 18): a request with up to three files, for guests and customers.
const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.identifyCustomer);
  await fastify.register(multipart, contactMultipartOptions);
  const storage = options.uploadStorage;

  fastify.post(
    '/contact-requests',
    {
      schema: {
        summary: 'Sends a contact request to the shop, with up to three PDF, JPEG or PNG files',
        description:
          'A multipart/form-data post: the §5 contact form fields, `files` (at most 3, 10,000,000 bytes each, ' +
          'judged by content), `recaptchaResponse` when the tenant asks for one, and the honeypot `homepage`, ' +
          'which must stay empty. Any refusal (400 CONTACT_FORM_INVALID, RECAPTCHA_FAILED, CONTACT_FORM_REJECTED, ' +
          '429 CONTACT_FORM_RATE_LIMITED) stores nothing and answers the problems and the text values sent; ' +
          'a body that does not parse (400 MULTIPART_MALFORMED) or a field with control characters ' +
          '(400 CONTROL_CHARACTERS_NOT_ALLOWED) stores nothing either and answers no values. ' +
          'Every post counts against the client address.',
        tags: ['contact'],
        headers: tenantHeadersSchema,
        consumes: ['multipart/form-data'],
        response: {
          201: contactRequestCreatedSchema,
          400: apiErrorSchema,
          406: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      if (!request.isMultipart())
        throw new InvalidDataError('A contact request is a multipart/form-data post');
      const waitSeconds = await reserveContactPost(fastify.db, request.ip);
      const post = await readContactFormPost(request, storage, { keepFiles: waitSeconds === null });
      const values = knownValues(post.fields);
      try {
        if (waitSeconds !== null) {
          throw new TooManyRequestsError('Too many contact requests. Please try again later.', {
            code: contactErrorCodes.contactFormRateLimited,
            retryAfterSeconds: waitSeconds,
            details: { problems: [], values },
          });
        }
        if (post.fields[contactHoneypotField]) {
          throw invalid('The request was not sent', contactErrorCodes.contactFormRejected, {
            problems: [],
            values,
          });
        }
        const parsed = contactFormSchemaOf().safeParse(values);
        const problems: ContactProblem[] = parsed.success
          ? []
          : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
        problems.push(...post.fileProblems);
        if (problems.length || !parsed.success) {
          throw invalid('The contact request is not valid', contactErrorCodes.contactFormInvalid, {
            problems,
            values,
          });
        }
        const settings = tenant.clientRuntimeConfig.recaptcha;
        const answer = post.fields.recaptchaResponse;
        if (settings.enabled && !(await passesRecaptcha(settings, answer, options.recaptcha, request.ip))) {
          throw invalid('Please confirm that you are not a robot', contactErrorCodes.recaptchaFailed, {
            problems: [{ path: 'recaptchaResponse', message: 'Please confirm that you are not a robot' }],
            values,
          });
        }
        const serviceEmail = await serviceEmailOf(fastify.db, tenant.id);
        if (!serviceEmail) throw new Error(`No service e-mail address for tenant ${tenant.id}`);
        const fields = parsed.data;
        const files = post.files.map(({ path: _path, ...file }) => file);
        const contactRequestId = await fastify.db.transaction(async (tx) => {
          const id = await insertContactRequest(tx, {
            tenantId: tenant.id,
            customerId: request.customerSession?.customerId ?? null,
            fields,
            files,
          });
          const attachments = post.files.map((file) => ({
            filename: file.name,
            contentType: file.mimeType,
            path: file.path,
          }));
          const email = contactEmailOf(tenantLanguage(tenant), fields, attachments);
          await options.emailSender.send({ tenantId: tenant.id, to: serviceEmail, ...email }, tx);
          return id;
        });
        return reply.code(201).send({ contactRequestId, formId: fields.formId, fileCount: files.length });
      } catch (error) {
        // Nothing of a refused or failed request stays behind.
        await removeFiles(storage, post.files);
        throw error;
      }
    },
  );
};

export default contactRoutes;
