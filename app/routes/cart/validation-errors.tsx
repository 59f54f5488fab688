import { useTranslation } from '~/utils/use-translation';
import type { CartValidation } from '../../../backend/src/schemas/cart.js';
import type { DistributionType } from '../../../backend/src/schemas/distribution.js';
import { cartCodeMessageKey, groupValidationErrors } from './cart-rules';

/** §8: what keeps the cart from being ordered, in its groups, each code in the shopper's words. */
export function ValidationErrors({
  errors,
  distributionType,
}: {
  errors: CartValidation['errors'];
  distributionType: DistributionType | null;
}) {
  const { t } = useTranslation();
  const groups = groupValidationErrors(errors, distributionType);
  if (groups.length === 0) return null;
  return (
    <section className="cart-validation" aria-labelledby="cart-validation-heading">
      <h2 id="cart-validation-heading">{t('shoppingCart.validation.heading')}</h2>
      {groups.map(({ group, codes }) => (
        <div key={group} className="cart-validation__group" data-validation-group={group}>
          <h3>{t(`cart.validationGroup.${group}`)}</h3>
          <ul>
            {codes.map((code) => (
              <li key={code} data-validation-code={code}>
                {t(cartCodeMessageKey(code))}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
