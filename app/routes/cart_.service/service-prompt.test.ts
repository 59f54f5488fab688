import { describe, expect, it } from 'vitest';
import type { ServiceSelectionConfig } from '../../../backend/src/schemas/tenant.js';
import {
  decideAdd,
  declineKeepsPending,
  emptyPromptState,
  withPendingItem,
  type ServicePromptState,
} from './service-prompt';

const milk = { sku: '100001', quantity: 1, name: 'Vollmilch' };
const bread = { sku: '200002', quantity: 2, name: 'Roggenbrot' };
const mandatory: ServiceSelectionConfig = { mode: 'mandatory', promptEveryAttempts: 5 };
const optional: ServiceSelectionConfig = { mode: 'optional', promptEveryAttempts: 5 };

/** Adds one item after another without a selection; which of them asked for the prompt. */
function promptsOf(config: ServiceSelectionConfig, adds: number) {
  let state: ServicePromptState = emptyPromptState;
  const prompted: number[] = [];
  for (let attempt = 1; attempt <= adds; attempt += 1) {
    const decision = decideAdd({ config, state, hasSelection: false, item: milk, returnTo: '/' });
    if (decision.prompt) prompted.push(attempt);
    state = decision.state;
  }
  return prompted;
}

describe('the service-selection prompt of an add (§4)', () => {
  it('adds straight away once delivery or pickup is chosen, in either mode', () => {
    for (const config of [mandatory, optional]) {
      const decision = decideAdd({
        config,
        state: emptyPromptState,
        hasSelection: true,
        item: milk,
        returnTo: '/',
      });
      expect(decision).toEqual({ prompt: false, state: emptyPromptState });
    }
  });

  it('mandatory: every add without a selection waits for the prompt, remembering where it came from', () => {
    const decision = decideAdd({
      config: mandatory,
      state: emptyPromptState,
      hasSelection: false,
      item: milk,
      returnTo: '/kategorie/milch?page=2',
    });
    expect(decision.prompt).toBe(true);
    expect(decision.state.pending).toEqual([milk]);
    expect(decision.state.returnTo).toBe('/kategorie/milch?page=2');
  });

  it('mandatory: items waiting for the prompt are kept, and the same product adds up', () => {
    let state = decideAdd({
      config: mandatory,
      state: emptyPromptState,
      hasSelection: false,
      item: milk,
      returnTo: '/a',
    }).state;
    state = decideAdd({ config: mandatory, state, hasSelection: false, item: bread, returnTo: '/b' }).state;
    state = decideAdd({ config: mandatory, state, hasSelection: false, item: milk, returnTo: '/c' }).state;
    expect(state.pending).toEqual([bread, { ...milk, quantity: 2 }]);
    expect(state.returnTo).toBe('/c');
  });

  it('optional: asks on every fifth add without a selection and adds the others', () => {
    expect(promptsOf(optional, 12)).toEqual([5, 10]);
  });

  it('optional: counts to the configured interval', () => {
    expect(promptsOf({ mode: 'optional', promptEveryAttempts: 2 }, 6)).toEqual([2, 4, 6]);
    expect(promptsOf({ mode: 'optional', promptEveryAttempts: 1 }, 3)).toEqual([1, 2, 3]);
  });

  it('optional: an add that goes straight in is not kept as pending', () => {
    const decision = decideAdd({
      config: optional,
      state: emptyPromptState,
      hasSelection: false,
      item: milk,
      returnTo: '/',
    });
    expect(decision).toEqual({ prompt: false, state: { ...emptyPromptState, attempts: 1 } });
  });

  it('keeps at most ten pending items, giving up the oldest', () => {
    let pending = [milk];
    for (let index = 0; index < 10; index += 1)
      pending = withPendingItem(pending, { sku: `sku-${index}`, quantity: 1, name: `Artikel ${index}` });
    expect(pending).toHaveLength(10);
    expect(pending.map((item) => item.sku)).not.toContain(milk.sku);
  });

  it('declining keeps the items waiting only when the selection is mandatory', () => {
    expect(declineKeepsPending(mandatory)).toBe(true);
    expect(declineKeepsPending(optional)).toBe(false);
  });
});
