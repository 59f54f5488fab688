import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '../../../backend/src/schemas/catalogue.js';
import '../../../tests/storefront/console-guard';
import {
  createSearchScheduler,
  flapOutReducer,
  flapOutTotal,
  initialFlapOutState,
  isFlapOutLoading,
  isGroupLoading,
  type FlapOutAction,
  type FlapOutState,
} from './flap-out-state';

function contentGroup(titles: string[]): SearchResults['content'] {
  return {
    total: titles.length,
    count: titles.length,
    offset: 0,
    queryId: 'q-1',
    results: titles.map((title) => ({
      slug: title.toLowerCase(),
      path: `/${title.toLowerCase()}`,
      title,
      excerpt: '',
    })),
  };
}

function typed(term: string, state: FlapOutState = initialFlapOutState()) {
  return flapOutReducer(state, { type: 'termChanged', term });
}

describe('the search scheduler (§9 debounce)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once, 500 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    const scheduler = createSearchScheduler(onSearch);
    scheduler.update('vo');
    vi.advanceTimersByTime(300);
    scheduler.update('vol');
    vi.advanceTimersByTime(499);
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('vol');
  });

  it('never searches for fewer than 2 characters, and a shorter term cancels a pending search', () => {
    const onSearch = vi.fn();
    const scheduler = createSearchScheduler(onSearch);
    scheduler.update('v');
    vi.advanceTimersByTime(1_000);
    scheduler.update('vo');
    vi.advanceTimersByTime(200);
    scheduler.update(' v ');
    vi.advanceTimersByTime(1_000);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('sends the trimmed term and stops when cancelled', () => {
    const onSearch = vi.fn();
    const scheduler = createSearchScheduler(onSearch);
    scheduler.update('  milch ');
    vi.advanceTimersByTime(500);
    expect(onSearch).toHaveBeenCalledWith('milch');
    scheduler.update('käse');
    scheduler.cancel();
    vi.advanceTimersByTime(1_000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

describe('the flap-out state (§4)', () => {
  it('shows the flap-out only for a searchable term', () => {
    expect(typed('v').visible).toBe(false);
    expect(typed('vo').visible).toBe(true);
    expect(typed('v', typed('vo')).visible).toBe(false);
  });

  it('counts as loading while the term typed waits for its search', () => {
    const waiting = typed('milch');
    expect(isGroupLoading(waiting, 'products')).toBe(true);
    expect(isFlapOutLoading(waiting)).toBe(true);
    const started = flapOutReducer(waiting, { type: 'searchStarted', term: 'milch', types: ['products'] });
    const answered = flapOutReducer(started, {
      type: 'groupArrived',
      term: 'milch',
      resultType: 'products',
      group: null,
    });
    expect(isGroupLoading(answered, 'products')).toBe(false);
    expect(isGroupLoading(typed('milchr', answered), 'products')).toBe(true);
  });

  it('sets a loading flag per type and one for the banner when a search starts', () => {
    const state = flapOutReducer(typed('milch'), {
      type: 'searchStarted',
      term: 'milch',
      types: ['products', 'content'],
    });
    expect(state.loading).toEqual({ products: true, content: true });
    expect(state.bannerLoading).toBe(true);
    expect(isFlapOutLoading(state)).toBe(true);

    const arrivals: FlapOutAction[] = [
      { type: 'groupArrived', term: 'milch', resultType: 'products', group: null },
      { type: 'groupArrived', term: 'milch', resultType: 'content', group: contentGroup(['Milchwissen']) },
      { type: 'bannerArrived', term: 'milch', banner: null },
    ];
    const done = arrivals.reduce(flapOutReducer, state);
    expect(isFlapOutLoading(done)).toBe(false);
    expect(done.groups.content?.results[0]?.title).toBe('Milchwissen');
    expect(flapOutTotal(done)).toBe(1);
  });

  it('drops answers that arrive for an outdated term', () => {
    let state = flapOutReducer(typed('mil'), { type: 'searchStarted', term: 'mil', types: ['content'] });
    state = flapOutReducer(typed('milch', state), {
      type: 'searchStarted',
      term: 'milch',
      types: ['content'],
    });
    state = flapOutReducer(state, {
      type: 'groupArrived',
      term: 'mil',
      resultType: 'content',
      group: contentGroup(['Milde Sorten']),
    });
    state = flapOutReducer(state, {
      type: 'bannerArrived',
      term: 'mil',
      banner: {
        headline: 'Alt',
        text: '',
        href: '/alt',
        image: { src: '/a.svg', alt: '', width: 1, height: 1 },
      },
    });
    expect(state.groups.content).toBeUndefined();
    expect(state.loading.content).toBe(true);
    expect(state.banner).toBeNull();
    expect(state.bannerLoading).toBe(true);

    state = flapOutReducer(state, {
      type: 'groupArrived',
      term: 'milch',
      resultType: 'content',
      group: contentGroup(['Milchwissen']),
    });
    expect(state.groups.content?.results.map((hit) => hit.title)).toEqual(['Milchwissen']);
  });

  it('closes, reopens only with results for a searchable term, and empties on navigation', () => {
    let state = flapOutReducer(typed('milch'), { type: 'searchStarted', term: 'milch', types: [] });
    state = flapOutReducer(state, { type: 'closed' });
    expect(state.visible).toBe(false);
    expect(flapOutReducer(state, { type: 'opened' }).visible).toBe(true);
    expect(flapOutReducer(typed('milch'), { type: 'opened' }).visible).toBe(false);

    const left = flapOutReducer(state, { type: 'termReplaced', term: '' });
    expect(left).toEqual(initialFlapOutState(''));
  });
});
