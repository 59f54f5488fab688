import { describe, expect, it } from 'vitest';
import { KEPT_FORMS_MAX_AGE_MS, keepForms, reloadedPathOf, restoreForms, type FormField } from './kept-forms';

type Field = FormField & { events: string[] };

function field(name: string, type: string, value = '', extra: Partial<FormField> = {}): Field {
  const events: string[] = [];
  return {
    name,
    type,
    value,
    defaultValue: value,
    checked: false,
    defaultChecked: false,
    ...extra,
    events,
    dispatchEvent: (event: Event) => (events.push(event.type), true),
  };
}

const form = (attributes: Record<string, string>, elements: Field[]) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
  elements,
});

/** The contact page as the server renders it: empty fields, a preselected topic, a hidden token. */
function contactPage() {
  const fields = {
    search: field('q', 'search'),
    email: field('email', 'email'),
    message: field('message', 'textarea'),
    topic: field('topic', 'select-one', 'order', {
      options: [
        { value: 'order', defaultSelected: true },
        { value: 'delivery', defaultSelected: false },
      ],
    }),
    newsletter: field('newsletter', 'checkbox', 'yes'),
    password: field('password', 'password'),
    card: field('card', 'text', '', { autocomplete: 'cc-number' }),
    token: field('csrf', 'hidden', 'token-1'),
  };
  const document = {
    forms: [
      form({ action: '/suche' }, [fields.search]),
      form({ method: 'post', action: '/service/kontakt' }, [
        fields.email,
        fields.message,
        fields.topic,
        fields.newsletter,
        fields.password,
        fields.card,
        fields.token,
      ]),
    ],
  };
  return { document, fields };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("keeping the shopper's typing across a reload (§4, decision 0085)", () => {
  it('brings back what was typed, chosen and ticked into the page loaded afresh', () => {
    const storage = memoryStorage();
    const before = contactPage();
    before.fields.search.value = 'Milch';
    before.fields.email.value = 'anna.muster@example.at';
    before.fields.message.value = 'Die Lieferung kam ohne Eier.';
    before.fields.topic.value = 'delivery';
    before.fields.newsletter.checked = true;
    keepForms(before.document, storage, '/service/kontakt');

    const after = contactPage();
    expect(restoreForms(after.document, storage, '/service/kontakt')).toBe(5);
    expect(after.fields.search.value).toBe('Milch');
    expect(after.fields.email.value).toBe('anna.muster@example.at');
    expect(after.fields.message.value).toBe('Die Lieferung kam ohne Eier.');
    expect(after.fields.topic.value).toBe('delivery');
    expect(after.fields.newsletter.checked).toBe(true);
    // As typing would: listeners (and React's controlled fields) hear of it.
    expect(after.fields.email.events).toEqual(['input', 'change']);
    expect(storage.items.size).toBe(0);
  });

  it('never keeps passwords, card numbers or what the page set itself', () => {
    const storage = memoryStorage();
    const before = contactPage();
    before.fields.password.value = 'Demo-Passwort-1';
    before.fields.card.value = '4111111111111111';
    before.fields.token.value = 'token-2';
    keepForms(before.document, storage, '/service/kontakt');
    expect(storage.items.size).toBe(0);

    before.fields.email.value = 'anna.muster@example.at';
    keepForms(before.document, storage, '/service/kontakt');
    const stored = [...storage.items.values()].join();
    expect(stored).toContain('anna.muster@example.at');
    expect(stored).not.toMatch(/Demo-Passwort|4111|token-2/);
  });

  it('does not overwrite what the shopper typed into the new page already', () => {
    const storage = memoryStorage();
    const before = contactPage();
    before.fields.email.value = 'alt@example.at';
    before.fields.message.value = 'Alter Text';
    keepForms(before.document, storage, '/service/kontakt');
    const after = contactPage();
    after.fields.email.value = 'neu@example.at';
    expect(restoreForms(after.document, storage, '/service/kontakt')).toBe(1);
    expect(after.fields.email.value).toBe('neu@example.at');
    expect(after.fields.message.value).toBe('Alter Text');
  });

  it('restores on the same path only, and only once', () => {
    const storage = memoryStorage();
    const before = contactPage();
    before.fields.message.value = 'Hallo';
    keepForms(before.document, storage, '/service/kontakt');
    const elsewhere = contactPage();
    expect(restoreForms(elsewhere.document, storage, '/warenkorb')).toBe(0);
    expect(elsewhere.fields.message.value).toBe('');
    expect(restoreForms(contactPage().document, storage, '/service/kontakt')).toBe(0);
  });

  it('restores nothing into a page that is not the reload, nor a copy older than a minute', () => {
    const storage = memoryStorage();
    const before = contactPage();
    before.fields.message.value = 'Hallo';
    keepForms(before.document, storage, '/service/kontakt', 1_000);
    const notReloaded = contactPage();
    expect(restoreForms(notReloaded.document, storage, null, 2_000)).toBe(0);
    expect(notReloaded.fields.message.value).toBe('');
    expect(storage.items.size).toBe(0);

    keepForms(before.document, storage, '/service/kontakt', 1_000);
    const late = contactPage();
    expect(restoreForms(late.document, storage, '/service/kontakt', 1_001 + KEPT_FORMS_MAX_AGE_MS)).toBe(0);
    expect(late.fields.message.value).toBe('');
    keepForms(before.document, storage, '/service/kontakt', 1_000);
    expect(
      restoreForms(contactPage().document, storage, '/service/kontakt', 1_000 + KEPT_FORMS_MAX_AGE_MS),
    ).toBe(1);
  });

  it('names the path of a reloaded page only, and not once the shopper has gone on in the app', () => {
    const at = (pathname: string) => ({ pathname });
    expect(reloadedPathOf({ type: 'reload', name: 'http://shop.test/kasse' }, at('/kasse'))).toBe('/kasse');
    expect(reloadedPathOf({ type: 'navigate', name: 'http://shop.test/kasse' }, at('/kasse'))).toBeNull();
    expect(reloadedPathOf({ type: 'reload', name: 'http://shop.test/warenkorb' }, at('/kasse'))).toBeNull();
    expect(reloadedPathOf(undefined, at('/kasse'))).toBeNull();
  });

  it('tells forms apart by action and order, and survives storage it cannot read', () => {
    const storage = memoryStorage();
    const tiles = () => [0, 1].map(() => field('quantity', 'number', '1'));
    const before = tiles();
    before[1]!.value = '3';
    keepForms(
      { forms: before.map((tile) => form({ method: 'post', action: '/resources/cart' }, [tile])) },
      storage,
      '/',
    );
    const after = tiles();
    restoreForms(
      { forms: after.map((tile) => form({ method: 'post', action: '/resources/cart' }, [tile])) },
      storage,
      '/',
    );
    expect(after.map((tile) => tile.value)).toEqual(['1', '3']);

    storage.setItem('build-freshness-forms', '{broken');
    expect(restoreForms(contactPage().document, storage, '/')).toBe(0);
    expect(restoreForms(contactPage().document, undefined, '/')).toBe(0);
  });
});
