import { z } from 'zod';
import type { ServiceSelectionConfig } from '../../../backend/src/schemas/tenant.js';

// §4 service selection while the cart has no address or store (decision 0019); pure, so tested alone.

const MAX_PENDING_ITEMS = 10;

export const pendingItemSchema = z.object({
  sku: z.string().min(1).max(40),
  quantity: z.number().int().positive().max(100_000),
  name: z.string().max(80),
});
export type PendingItem = z.infer<typeof pendingItemSchema>;

export const servicePromptStateSchema = z.object({
  /** Adds without a selection since the last prompt (optional mode only). */
  attempts: z.number().int().min(0).catch(0),
  pending: z.array(pendingItemSchema).max(MAX_PENDING_ITEMS).catch([]),
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

/** Mandatory: every add waits for the prompt. Optional: only every Nth add asks. */
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

/** Optional: declining adds the items anyway; mandatory keeps them (`abortedserviceselection`). */
export function declineKeepsPending(config: ServiceSelectionConfig): boolean {
  return config.mode === 'mandatory';
}
