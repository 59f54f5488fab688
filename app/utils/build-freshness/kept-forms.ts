const STORAGE_KEY = 'build-freshness-forms';

/** What the fields of a page's forms show; the browser's form controls have all of it. */
export type FormField = {
  name: string;
  type: string;
  value: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  autocomplete?: string;
  options?: ArrayLike<{ value: string; defaultSelected: boolean }>;
  dispatchEvent?: (event: Event) => boolean;
};
export type KeptFormsDocument = {
  forms: ArrayLike<{ getAttribute(name: string): string | null; elements: ArrayLike<unknown> }>;
};
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
type KeptField = { name: string; value: string; checked?: boolean };
type KeptForms = { path: string; at?: number; forms: Record<string, KeptField[]> };

/** A reload follows the keeping at once; a copy older than this was left by a page that went elsewhere. */
export const KEPT_FORMS_MAX_AGE_MS = 60_000;

// Secrets and what the page itself sets are not the shopper's typing; a card number never leaves the field.
const NOT_KEPT = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

function isKept(field: FormField): boolean {
  const autocomplete = field.autocomplete ?? '';
  return (
    Boolean(field.name) &&
    !NOT_KEPT.has(field.type) &&
    !autocomplete.startsWith('cc-') &&
    autocomplete !== 'one-time-code'
  );
}

const isChoice = (field: FormField) => field.type === 'checkbox' || field.type === 'radio';

function defaultValueOf(field: FormField): string {
  if (!field.type.startsWith('select')) return field.defaultValue ?? '';
  const options = Array.from(field.options ?? []);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

const changed = (field: FormField) =>
  isChoice(field) ? field.checked !== field.defaultChecked : field.value !== defaultValueOf(field);

/** Forms are told apart by method and action, and by their order among forms alike. */
function formKeys(document: KeptFormsDocument): string[] {
  const seen = new Map<string, number>();
  return Array.from(document.forms, (form) => {
    const base = `${(form.getAttribute('method') ?? 'get').toLowerCase()} ${form.getAttribute('action') ?? ''}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base} ${count}`;
  });
}

/** Keeps what the shopper changed in the page's forms for the page that replaces it (decision 0085). */
export function keepForms(
  document: KeptFormsDocument,
  storage: Storage | undefined,
  path: string,
  now = Date.now(),
): void {
  if (!storage) return;
  const keys = formKeys(document);
  const forms: Record<string, KeptField[]> = {};
  Array.from(document.forms).forEach((form, index) => {
    const fields = (Array.from(form.elements) as FormField[]).filter(
      (field) => isKept(field) && changed(field),
    );
    if (fields.length === 0) return;
    forms[keys[index]!] = fields.map(({ name, value, checked, type }) =>
      type === 'checkbox' || type === 'radio' ? { name, value, checked } : { name, value },
    );
  });
  try {
    if (Object.keys(forms).length === 0) storage.removeItem(STORAGE_KEY);
    else storage.setItem(STORAGE_KEY, JSON.stringify({ path, at: now, forms } satisfies KeptForms));
  } catch {
    // A full or closed storage loses the typing, as a reload without this would.
  }
}

/** Sets a control the way typing does, so a form that React controls takes the value too. */
function setField(field: FormField, kept: KeptField): void {
  const property = isChoice(field) ? 'checked' : 'value';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
  const next = isChoice(field) ? Boolean(kept.checked) : kept.value;
  if (setter) setter.call(field, next);
  else Object.assign(field, { [property]: next });
  for (const type of ['input', 'change']) field.dispatchEvent?.(new Event(type, { bubbles: true }));
}

/**
 * Puts kept fields back once, on the same path only, into fields the shopper has not changed since
 * the page loaded; the kept copy is removed from storage either way. `path` is null on a page
 * that is not the reload the keeping led to (`reloadedPathOf`): the copy is only removed there.
 */
export function restoreForms(
  document: KeptFormsDocument,
  storage: Storage | undefined,
  path: string | null,
  now = Date.now(),
): number {
  if (!storage) return 0;
  let kept: KeptForms | null = null;
  try {
    kept = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as KeptForms | null;
    storage.removeItem(STORAGE_KEY);
  } catch {
    return 0;
  }
  if (!kept || path === null || kept.path !== path || !kept.forms) return 0;
  if (typeof kept.at !== 'number' || now - kept.at > KEPT_FORMS_MAX_AGE_MS) return 0;
  const keys = formKeys(document);
  let restored = 0;
  Array.from(document.forms).forEach((form, index) => {
    const fields = kept.forms[keys[index]!];
    if (!Array.isArray(fields)) return;
    const elements = (Array.from(form.elements) as FormField[]).filter(isKept);
    for (const keptField of fields) {
      const field = elements.find(
        (element) =>
          element.name === keptField.name && (!isChoice(element) || element.value === keptField.value),
      );
      if (!field || changed(field)) continue;
      setField(field, keptField);
      restored += 1;
    }
  });
  return restored;
}

type NavigationEntry = { type?: string; name?: string };

/**
 * The path of a page the browser reloaded, as both keepings are followed by a reload (ours and
 * Remix's own), or null: a page loaded otherwise (after a payment page, a link), or one the shopper
 * has since left in the app, is not where kept fields belong.
 */
export function reloadedPathOf(
  navigation: NavigationEntry | undefined,
  location: Pick<Location, 'pathname'>,
): string | null {
  if (navigation?.type !== 'reload' || !navigation.name) return null;
  try {
    const loaded = new URL(navigation.name).pathname;
    return loaded === location.pathname ? loaded : null;
  } catch {
    return null;
  }
}
