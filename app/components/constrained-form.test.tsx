import {
  getFormProps as conformFormProps,
  getInputProps as conformInputProps,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { renderInShop } from '../../tests/storefront/catalogue-test-support';
import { de } from '../../backend/src/seed/messages/de';
import { getI18nInstance } from '~/i18n';
import { guestContactFormSchema } from '~/routes/cart/cart-form-schemas.server';
import { guestContactConstraint } from '~/routes/cart/cart-forms';
import { getFormProps, getInputProps, useConstrainedForm } from './constrained-form';
import { useServerCheckedForm } from './use-server-checked-form';

const { t } = getI18nInstance('de', de);
const schema = guestContactFormSchema(t);
const defaultValue = { email: 'gast@example.at', phoneNumber: '' };

type Props = { lastResult?: SubmissionResult<string[]> };

/** The form as conform's useForm wrote it before decision 0091. */
function WithConform({ lastResult }: Props) {
  const [form, fields] = useServerCheckedForm(schema, lastResult, { id: 'contact', defaultValue });
  return (
    <form {...conformFormProps(form)}>
      <p id={form.errorId}>{form.errors}</p>
      <input {...conformInputProps(fields.email, { type: 'email' })} />
      <input {...conformInputProps(fields.phoneNumber, { type: 'tel', ariaAttributes: false })} />
      <p id={fields.email.errorId}>{fields.email.errors}</p>
    </form>
  );
}

function WithConstraints({ lastResult }: Props) {
  const [form, fields] = useConstrainedForm(guestContactConstraint, lastResult, {
    id: 'contact',
    defaultValue,
  });
  return (
    <form {...getFormProps(form)}>
      <p id={form.errorId}>{form.errors}</p>
      <input {...getInputProps(fields.email, { type: 'email' })} />
      <input {...getInputProps(fields.phoneNumber, { type: 'tel', ariaAttributes: false })} />
      <p id={fields.email.errorId}>{fields.email.errors}</p>
    </form>
  );
}

const submitted = (email: string, phoneNumber: string) => {
  const form = new FormData();
  form.set('email', email);
  form.set('phoneNumber', phoneNumber);
  return parseWithZod(form, { schema });
};

describe('a form with its constraints from a plain object (decision 0091)', () => {
  it('renders as conform rendered it: ids, constraint attributes and the default values', async () => {
    const html = await renderInShop(<WithConstraints />);
    expect(html).toBe(await renderInShop(<WithConform />));
    expect(html).toContain('required=""');
    expect(html).toContain('maxLength="50"');
    expect(html).toContain('value="gast@example.at"');
  });

  it('shows a refusal as conform did: the errors by their fields, aria wired, the typed values kept', async () => {
    const lastResult = submitted('kein-at', '0664 123').reply();
    const html = await renderInShop(<WithConstraints lastResult={lastResult} />);
    expect(html).toBe(await renderInShop(<WithConform lastResult={lastResult} />));
    expect(html).toContain('aria-invalid="true" aria-describedby="contact-email-error"');
    expect(html).toContain('value="kein-at"');
    expect(html).toContain(`<p id="contact-email-error">${t('validation.email')}</p>`);
  });

  it('shows the errors of the whole form, as the server answers a refusal it alone knows', async () => {
    const lastResult = submitted('gast@example.at', '').reply({ formErrors: ['Nicht erreichbar'] });
    const html = await renderInShop(<WithConstraints lastResult={lastResult} />);
    expect(html).toBe(await renderInShop(<WithConform lastResult={lastResult} />));
    expect(html).toContain('<form id="contact" novalidate="" aria-describedby="contact-error">');
    expect(html).toContain('<p id="contact-error">Nicht erreichbar</p>');
  });
});
