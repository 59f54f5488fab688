import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { discountCodeConstraint } from './cart-forms';
import { cartCodeMessageKey } from './cart-rules';
import { Field } from '~/components/forms';
import { getFormProps, getInputProps, useConstrainedForm } from '~/components/constrained-form';

/** §7 discount codes: the codes in the cart as chips, each removable by its own form, and the form to add one. */
export function DiscountCodeForm({
  discountCodes,
  lastResult,
}: {
  discountCodes: Cart['discountCodes'];
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const [form, fields] = useConstrainedForm(discountCodeConstraint, lastResult, { id: 'discount-code' });
  return (
    <div className="cart-discount">
      {discountCodes.length > 0 ? (
        <ul className="cart-discount__codes">
          {discountCodes.map((code) => (
            <li
              key={code.code}
              className={`cart-chip${code.invalidReason ? ' cart-chip--invalid' : ''}`}
              data-discount-code={code.code}
            >
              <span className="cart-chip__code">{code.code}</span>
              {code.description ? <span className="cart-chip__description">{code.description}</span> : null}
              {code.invalidReason ? (
                <span className="cart-chip__invalid">
                  {t('shoppingCart.discount.invalid')}: {t(cartCodeMessageKey(code.invalidReason))}
                </span>
              ) : null}
              <Form method="post" className="cart-chip__remove">
                <input type="hidden" name="code" value={code.code} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-code"
                  aria-label={t('shoppingCart.discount.remove', { code: code.code })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="cart-discount__form" {...getFormProps(form)}>
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
    </div>
  );
}
