import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { discountCodeFormSchema } from '~/validation/cart-forms';
import { cartCodeMessageKey } from './cart-rules';
import { Field } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';

/** §7 discount codes: the codes in the cart, each removable, and the form to add one. */
export function DiscountCodeForm({
  discountCodes,
  lastResult,
}: {
  discountCodes: Cart['discountCodes'];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => discountCodeFormSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, { id: 'discount-code' });
  return (
    <section className="cart-discount" aria-labelledby="cart-discount-heading">
      <h2 id="cart-discount-heading">{t('shoppingCart.discount.heading')}</h2>
      {discountCodes.length > 0 ? (
        <ul className="cart-discount__codes">
          {discountCodes.map((code) => (
            <li key={code.code} data-discount-code={code.code}>
              <span>{code.code}</span> {code.description ? <span>{code.description}</span> : null}
              {code.invalidReason ? (
                <span className="cart-discount__invalid">
                  {t('shoppingCart.discount.invalid')}: {t(cartCodeMessageKey(code.invalidReason))}
                </span>
              ) : null}
              <Form method="post">
                <input type="hidden" name="code" value={code.code} />
                <button type="submit" name="intent" value="remove-code" className="button button--link">
                  {t('shoppingCart.discount.remove', { code: code.code })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <Field
          id={fields.code.id}
          label={t('shoppingCart.discount.label')}
          errors={fields.code.errors}
          inputProps={{
            ...getInputProps(fields.code, { type: 'text', ariaAttributes: false }),
            autoComplete: 'off',
          }}
        />
        <button type="submit" name="intent" value="apply-code" className="button button--secondary">
          {t('shoppingCart.discount.apply')}
        </button>
      </Form>
    </section>
  );
}
