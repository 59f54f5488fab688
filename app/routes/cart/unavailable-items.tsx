import { Form } from '@remix-run/react';
import { useId } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import { SmartLink } from '~/components/smart-link';
import { thumbnailSrc } from '~/components/catalogue/product-thumbnail';
import { useShopLinks } from '~/utils/shop-links';

/** Lines whose product cannot be delivered now: shown apart, not charged, each removable or all at once. */
export function UnavailableItems({ items }: { items: LineItem[] }) {
  const { t } = useTranslation();
  const links = useShopLinks();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="cart-unavailable" data-cart-unavailable="" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('shoppingCart.unavailableItems')}</h3>
      <p>{t('shoppingCart.unavailableHint')}</p>
      <ul className="cart-unavailable__lines">
        {items.map(({ lineItemId, product }) => (
          <li key={lineItemId} className="cart-unavailable__line" data-sku={product.sku}>
            <img
              className="cart-line__image"
              src={thumbnailSrc(product.image.src)}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
            />
            <span className="cart-unavailable__name">{product.name}</span>
            <SmartLink
              href={links.category(product.category.slug)}
              className="cart-unavailable__alternatives"
            >
              {t('shoppingCart.unavailable.alternatives', { category: product.category.name })}
            </SmartLink>
            <Form method="post" className="cart-unavailable__remove">
              <input type="hidden" name="lineItemId" value={lineItemId} />
              <button type="submit" name="intent" value="remove-lines" className="button button--link">
                <span aria-hidden="true">{t('shoppingCart.remove')}</span>
                <span className="visually-hidden">
                  {t('shoppingCart.removeNamed', { name: product.name })}
                </span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <Form method="post">
          {items.map((item) => (
            <input key={item.lineItemId} type="hidden" name="lineItemId" value={item.lineItemId} />
          ))}
          <button type="submit" name="intent" value="remove-lines" className="button button--secondary">
            {t('shoppingCart.unavailable.removeAll')}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
