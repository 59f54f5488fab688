import { useTranslation } from '~/utils/use-translation';
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import { UnitPrice } from '~/components/catalogue/price';
import { thumbnailSrc } from '~/components/catalogue/product-thumbnail';
import { QuantityStepper } from './quantity-stepper';
import { CartItemForm } from './cart-item-form';
import { WeightLineNote } from './weight-line-note';
import { SubstitutionForm } from './substitution-form';
import { SmartLink } from '~/components/smart-link';
import { useFormatMoney } from '~/utils/money';
import { useShopLinks } from '~/utils/shop-links';

/** Thumbnail, name and prices, the stepper, the line total and remove; notes stay under the name. */
export function LineItemRow({ item }: { item: LineItem }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const links = useShopLinks();
  const { product } = item;
  // A weight article's quantity is grams: a deposit per selling unit does not multiply by it.
  const depositPrice = product.weightArticle ? null : product.price.depositPrice;
  return (
    <li className="cart-line" data-sku={product.sku}>
      <img
        className="cart-line__image"
        src={thumbnailSrc(product.image.src)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <div className="cart-line__product">
        <SmartLink href={links.product(product.slug, product.sku)} className="cart-line__name">
          {product.name}
        </SmartLink>
        <p className="cart-line__prices">
          <span className="cart-line__unit-price">
            {t(product.weightArticle ? 'shoppingCart.perKilogram' : 'shoppingCart.perPiece', {
              amount: money(item.perPiecePrice),
            })}
          </span>
        </p>
        {product.unitPrice && !product.weightArticle ? <UnitPrice unitPrice={product.unitPrice} /> : null}
        {depositPrice ? (
          <p className="cart-line__deposit" data-line-deposit="">
            {t('shoppingCart.line.deposit', { amount: money(depositPrice * item.quantity) })}
          </p>
        ) : null}
        <WeightLineNote item={item} quantity={item.quantity} />
        <SubstitutionForm item={item} />
      </div>
      <QuantityStepper item={item} />
      <p className="cart-line__total" data-line-total="">
        {money(item.totalPrice)}
      </p>
      <CartItemForm sku={product.sku} name={product.name} mode="set" className="cart-line__remove">
        <input type="hidden" name="quantity" value={0} />
        <button type="submit" className="button button--link">
          <span aria-hidden="true">{t('shoppingCart.remove')}</span>
          <span className="visually-hidden">{t('shoppingCart.removeNamed', { name: product.name })}</span>
        </button>
      </CartItemForm>
    </li>
  );
}
