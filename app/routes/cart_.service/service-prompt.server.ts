import { createCookieSessionStorage, redirect, type AppLoadContext } from '@remix-run/node';
import {
  decideAdd,
  emptyPromptState,
  servicePromptStateSchema,
  withPendingItem,
  type PendingItem,
  type ServicePromptState,
} from './service-prompt';
import { getEnv } from '~/env.server';
import { addItemWithMessage } from '~/routes/cart/add-item.server';
import { redirectWithToast } from '~/sessions.server';
import { routePath } from '~/utils/route-paths.server';

// §4: its own cookie, so it never races the toast's flash in `__session` (decision 0019).
const STATE_KEY = 'state';
type PromptSessionData = { [STATE_KEY]: unknown };
let storage: ReturnType<typeof createCookieSessionStorage<PromptSessionData>> | undefined;
function promptStorage() {
  storage ??= createCookieSessionStorage<PromptSessionData>({
    cookie: {
      name: 'service-prompt',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: getEnv().NODE_ENV === 'production',
      secrets: [getEnv().SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 7,
    },
  });
  return storage;
}

export async function readPromptState(request: Request): Promise<ServicePromptState> {
  const session = await promptStorage().getSession(request.headers.get('Cookie'));
  const parsed = servicePromptStateSchema.safeParse(session.get(STATE_KEY));
  return parsed.success ? parsed.data : emptyPromptState;
}

export async function savePromptState(request: Request, state: ServicePromptState): Promise<string> {
  const session = await promptStorage().getSession(request.headers.get('Cookie'));
  session.set(STATE_KEY, state);
  return promptStorage().commitSession(session);
}

export const serviceSelectionOf = (context: AppLoadContext) =>
  context.tenant.config.clientRuntimeConfig.serviceSelection;

export async function checkServiceSelection(
  context: AppLoadContext,
  request: Request,
  item: PendingItem,
  returnTo: string,
  /** Issue 38.18: a recipe's further products, waiting for the same prompt as the first. */
  alsoPending: readonly PendingItem[] = [],
): Promise<{ prompt: Response } | { setCookie: string | null }> {
  const promptPath = routePath(context, 'service-selection');
  if (!promptPath) return { setCookie: null };
  const { distributionType } = await context.cart.getDistributionType();
  const state = await readPromptState(request);
  const shortName = (pending: PendingItem) => ({ ...pending, name: pending.name.slice(0, 80) });
  const decided = decideAdd({
    config: serviceSelectionOf(context),
    state,
    hasSelection: distributionType !== null,
    item: shortName(item),
    returnTo,
  });
  const decision = decided.prompt
    ? {
        ...decided,
        state: {
          ...decided.state,
          pending: alsoPending.map(shortName).reduce(withPendingItem, decided.state.pending),
        },
      }
    : decided;
  const setCookie = decision.state === state ? null : await savePromptState(request, decision.state);
  if (!decision.prompt) return { setCookie };
  return { prompt: redirect(promptPath, { headers: setCookie ? { 'Set-Cookie': setCookie } : {} }) };
}

async function addPendingItems(context: AppLoadContext, pending: readonly PendingItem[]) {
  const messages: string[] = [];
  for (const item of pending) messages.push((await addItemWithMessage(context, item)).message);
  return messages.length === 1
    ? messages[0]!
    : context.t('servicePrompt.addedPending', { count: messages.length });
}

export async function redirectAfterSelection(
  context: AppLoadContext,
  request: Request,
  destination: string,
): Promise<Response> {
  const { pending, attempts } = await readPromptState(request);
  if (pending.length === 0 && attempts === 0) return redirect(destination);
  const headers = { 'Set-Cookie': await savePromptState(request, emptyPromptState) };
  if (pending.length === 0) return redirect(destination, { headers });
  const message = await addPendingItems(context, pending);
  return redirectWithToast(destination, { type: 'success', message }, { headers, request });
}
