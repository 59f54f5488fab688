import { z } from 'zod';
import type { ServiceSelectionConfig } from '../../../backend/src/schemas/tenant.js';

// §4 service selection and adding a product: what an add does while the cart has neither a
// delivery address nor a pickup store (decision 0019). Pure, so the rules are tested alone.

const MAX_PENDING_ITEMS = 10;

export const pendingItemSchema = z.object({
  sku: z.string().min(1).max(40),
  quantity: z.number().int().positive().max(100_000),
  name: z.string().max(80),
});
export type PendingItem = z.infer<typeof pendingItemSchema>;

/** What the storefront remembers between the add and the prompt's answer. */
export const servicePromptStateSchema = z.object({
  /** Adds without a selection since the last prompt (optional mode only). */
  attempts: z.number().int().min(0).catch(0),
  pending: z.array(pendingItemSchema).max(MAX_PENDING_ITEMS).catch([]),
  /** Where the shopper was when they added: they return there afterwards. */
  returnTo: z.string().max(400).nullable().catch(null),
});
export type ServicePromptState = z.infer<typeof servicePromptStateSchema>;
export const emptyPromptState: ServicePromptState = { attempts: 0, pending: [], returnTo: null };

/** The same product twice adds up; the oldest items give way past the limit. */
export function withPendingItem(pending: readonly PendingItem[], item: PendingItem): PendingItem[] {
  const same = pending.find((candidate) => candidate.sku === item.sku);
  const others = pending.filter((candidate) => candidate !== same);
  const merged = same ? { ...item, quantity: same.quantity + item.quantity } : item;
  return [...others, merged].slice(-MAX_PENDING_ITEMS);
}

type AddAttempt = {
  config: ServiceSelectionConfig;
  state: ServicePromptState;
  hasSelection: boolean;
  item: PendingItem;
  returnTo: string;
};
export type AddDecision = { prompt: boolean; state: ServicePromptState };

/**
 * Mandatory: every add without a selection waits for the prompt. Optional: every Nth add without a
 * selection asks (the 5th, the 10th, ... by default); the others go straight into the cart.
 */
export function decideAdd({ config, state, hasSelection, item, returnTo }: AddAttempt): AddDecision {
  if (hasSelection) return { prompt: false, state };
  const attempts = config.mode === 'optional' ? state.attempts + 1 : state.attempts;
  const prompt = config.mode === 'mandatory' || attempts % config.promptEveryAttempts === 0;
  if (!prompt) return { prompt: false, state: { ...state, attempts } };
  return {
    prompt: true,
    state: { attempts: 0, pending: withPendingItem(state.pending, item), returnTo },
  };
}

/**
 * Declining the prompt: an optional selection adds the pending items anyway; a mandatory one keeps
 * them (`abortedserviceselection`) until an address or a store is set.
 */
export function declineKeepsPending(config: ServiceSelectionConfig): boolean {
  return config.mode === 'mandatory';
}
