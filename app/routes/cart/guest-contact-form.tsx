import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { Field, FormErrors } from '~/components/forms';
import { getFormProps, getInputProps, useConstrainedForm } from '~/components/constrained-form';
import { useTranslation } from '~/utils/use-translation';
import { guestContactConstraint } from './cart-forms';

/** Issue 38: the anchor the checkout button's "Kontaktdaten angeben" leads to. */
export const guestContactHeadingId = 'cart-contact-heading';

/** The phone in its §5 display form, as the cart's loader gives it. */
type GuestContact = { email: string | null; phoneNumber: string | null };

/** §8 006 and 007: a guest gives the e-mail and phone their order is reached at, on the cart page. */
export function GuestContactForm({
  contact,
  lastResult,
}: {
  contact: GuestContact | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useConstrainedForm(guestContactConstraint, lastResult, {
    id: 'guest-contact',
    defaultValue: {
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
    },
  });
  return (
    <section className="cart-contact" aria-labelledby={guestContactHeadingId}>
      <h2 id={guestContactHeadingId} tabIndex={-1}>
        {t('shoppingCart.contact.heading')}
      </h2>
      <p>{t('shoppingCart.contact.intro')}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          id={fields.email.id}
          label={t('shoppingCart.contact.email')}
          errors={fields.email.errors}
          inputProps={{
            ...getInputProps(fields.email, { type: 'email', ariaAttributes: false }),
            autoComplete: 'email',
          }}
        />
        <Field
          id={fields.phoneNumber.id}
          label={t('shoppingCart.contact.phone')}
          hint={t('shoppingCart.contact.phoneHint')}
          errors={fields.phoneNumber.errors}
          inputProps={{
            ...getInputProps(fields.phoneNumber, { type: 'tel', ariaAttributes: false }),
            autoComplete: 'tel',
          }}
        />
        <button type="submit" name="intent" value="set-contact" className="button button--secondary">
          {t('shoppingCart.contact.save')}
        </button>
      </Form>
    </section>
  );
}
