import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import {
  consentCategories,
  consentCategory,
  type Consent,
} from '../../backend/src/schemas/content-fields.js';
import { consentCookie, readConsent } from '~/blocks/consent.server';
import { isCrossSiteForm, returnPathOf } from '~/blocks/return-path';
import { redirectWithToast } from '~/sessions.server';

const consentForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save') }),
  z.object({ intent: z.literal('all') }),
  z.object({ intent: z.literal('none') }),
  // A placeholder of an iframe or video: allow its one category, keep the rest.
  z.object({ intent: z.literal('grant'), category: consentCategory }),
]);

function chosenConsent(form: FormData, current: Consent): Consent | undefined {
  const parsed = consentForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return undefined;
  const choice = parsed.data;
  return Object.fromEntries(
    consentCategories.map((category) => {
      if (choice.intent === 'grant') return [category, current[category] || choice.category === category];
      if (choice.intent === 'save') return [category, form.get(category) === 'on'];
      return [category, choice.intent === 'all'];
    }),
  ) as Consent;
}

/** §4 built-in provider (decision 0013): a plain form, so it works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (isCrossSiteForm(request)) return new Response(null, { status: 403 });
  const form = await request.formData();
  const returnTo = returnPathOf(form.get('returnTo'));
  const consent = chosenConsent(form, readConsent(request, context.tenant.config.clientRuntimeConfig));
  if (!consent) return new Response(null, { status: 400 });
  return redirectWithToast(
    returnTo,
    { type: 'success', message: context.t('blocks.consent.saved') },
    { request, headers: { 'Set-Cookie': consentCookie(consent) } },
  );
}
