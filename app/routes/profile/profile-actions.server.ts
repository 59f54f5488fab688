import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import type { Customer, ProfileUpdateBody } from '../../../backend/src/schemas/customer.js';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { replyWithApiError } from '~/utils/account-errors.server';
import { isUnauthenticated } from '~/utils/auth.server';
import {
  communicationSettingsFormSchema,
  createChangePasswordSchema,
  createProfileSchema,
  newsletterSchema,
  shoppingSettingsFormSchema,
} from '~/routes/profile/profile-form-schemas';
import { addressTargetFormSchema } from './address-form-schemas';

type ActionInput = { request: Request; context: AppLoadContext; formData: FormData; customer: Customer };

function backWithToast(input: ActionInput, message: string, type: 'success' | 'info' = 'success') {
  const url = new URL(input.request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, { type, message }, { request: input.request });
}

/** The profile fields as the form shows them: §3 Family is dropped on load, blanks are absent. */
export function profileFormValues(customer: Customer): ProfileUpdateBody {
  return {
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName ?? undefined,
    academicTitle: customer.academicTitle ?? undefined,
    birthdate: customer.birthdate ?? undefined,
    salutation: customer.salutation === 'Family' ? undefined : (customer.salutation ?? undefined),
  };
}

const profileKeys = ['email', 'firstName', 'lastName', 'academicTitle', 'birthdate', 'salutation'] as const;

/** §4 customer update: sent only when at least one field differs. */
export function profileChanged(customer: Customer, update: ProfileUpdateBody): boolean {
  const current = profileFormValues(customer);
  return profileKeys.some((key) => (current[key] ?? '') !== (update[key] ?? ''));
}

export async function updatePersonalData(input: ActionInput) {
  const { context, customer } = input;
  const schema = createProfileSchema(context.t, context.tenant.config.clientRuntimeConfig.locale);
  const submission = parseWithZod(input.formData, { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  if (!profileChanged(customer, submission.value))
    return backWithToast(input, context.t('account.profile.unchanged'), 'info');
  try {
    await context.customer.updateProfile(submission.value);
  } catch (error) {
    if (isUnauthenticated(error)) throw error;
    return replyWithApiError(submission, error, context.t);
  }
  return backWithToast(input, context.t('account.profile.saved'));
}

export async function changePassword(input: ActionInput) {
  const { context } = input;
  const submission = parseWithZod(input.formData, { schema: createChangePasswordSchema(context.t) });
  const hideFields = ['oldPassword', 'newPassword'];
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  try {
    await context.customer.changePassword(submission.value.oldPassword, submission.value.newPassword);
  } catch (error) {
    if (isUnauthenticated(error)) throw error;
    return replyWithApiError(submission, error, context.t, hideFields);
  }
  return backWithToast(input, context.t('account.profile.passwordChanged'));
}

/** §4 newsletter: subscribe what was ticked, unsubscribe what was unticked; 202 waits for the e-mail. */
export async function manageNewsletters(input: ActionInput) {
  const { context, customer } = input;
  const submission = parseWithZod(input.formData, { schema: newsletterSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const chosen = new Set(submission.value.topicIds);
  const current = new Set(customer.newsletterTopics.map((topic) => topic.newsletterTopicId));
  const subscribe = [...chosen].filter((id) => !current.has(id));
  const unsubscribe = [...current].filter((id) => !chosen.has(id));
  const pending = await context.customer.manageNewsletterTopics(subscribe, unsubscribe);
  return pending
    ? backWithToast(input, context.t('account.profile.newsletterPending'), 'info')
    : backWithToast(input, context.t('account.profile.newsletterSaved'));
}

export async function updateCommunication(input: ActionInput) {
  const { context } = input;
  const submission = parseWithZod(input.formData, { schema: communicationSettingsFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  await context.customer.updateCommunicationSettings(submission.value);
  return backWithToast(input, context.t('account.profile.communicationSaved'));
}

export async function updateShoppingSettings(input: ActionInput) {
  const { context } = input;
  const submission = parseWithZod(input.formData, { schema: shoppingSettingsFormSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  await context.customer.updateShoppingSettings(submission.value);
  return backWithToast(input, context.t('account.profile.shopping.saved'));
}

async function addressChange(input: ActionInput, change: () => Promise<void>, doneKey: string) {
  try {
    await change();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      return backWithToast(input, input.context.t('account.error.addressNotFound'), 'info');
    throw error;
  }
  return backWithToast(input, input.context.t(doneKey));
}

export async function deleteAddress(input: ActionInput) {
  const target = parseWithZod(input.formData, { schema: addressTargetFormSchema(input.context.t) });
  if (target.status !== 'success') return data({ result: target.reply() }, { status: 400 });
  const { addressId, category } = target.value;
  return addressChange(
    input,
    () => input.context.customer.deleteAddress(addressId, category),
    'account.address.deleted',
  );
}

export async function makeAddressPrimary(input: ActionInput) {
  const target = parseWithZod(input.formData, { schema: addressTargetFormSchema(input.context.t) });
  if (target.status !== 'success') return data({ result: target.reply() }, { status: 400 });
  return addressChange(
    input,
    () => input.context.customer.makeAddressPrimary(target.value.addressId),
    'account.address.primarySet',
  );
}
