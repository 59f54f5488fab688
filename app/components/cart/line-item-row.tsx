import { useTranslation } from '~/utils/use-translation';
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import { CartItemForm, usePendingQuantity } from './cart-item-form';
import { WeightLineNote } from './weight-line-note';
import { SubstitutionForm } from './substitution-form';
import { SmartLink } from '~/components/smart-link';
import { useFormatMoney } from '~/utils/money';
import { useShopLinks } from '~/utils/shop-links';

export function LineItemRow({ item }: { item: LineItem }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const links = useShopLinks();
  const { product } = item;
  const pending = usePendingQuantity(product.sku);
  // With JavaScript the new quantity shows at once; the server's answer then confirms it.
  const quantity = pending ?? item.quantity;
  const step = product.quantityStepSize;
  const quantityId = `quantity-${product.sku}`;
  return (
    <li className="cart-line" data-sku={product.sku} aria-busy={pending !== undefined || undefined}>
      <div className="cart-line__product">
        <SmartLink href={links.product(product.slug, product.sku)} className="cart-line__name">
          {product.name}
        </SmartLink>
        <span className="cart-line__unit-price">
          {t(product.weightArticle ? 'shoppingCart.perKilogram' : 'shoppingCart.perPiece', {
            amount: money(item.perPiecePrice),
          })}
        </span>
        <WeightLineNote item={item} quantity={item.quantity} />
        <SubstitutionForm item={item} />
      </div>
      <div className="cart-line__quantity">
        <CartItemForm sku={product.sku} name={product.name} mode="set" className="cart-line__step">
          <input type="hidden" name="quantity" value={Math.max(quantity - step, 0)} />
          <button type="submit" aria-label={t('shoppingCart.decrease', { name: product.name })}>
            −
          </button>
        </CartItemForm>
        <CartItemForm sku={product.sku} name={product.name} mode="set" className="cart-line__field">
          <label htmlFor={quantityId} className="visually-hidden">
            {t('shoppingCart.quantityOf', { name: product.name })}
          </label>
          <input
            key={quantity}
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={0}
            max={product.maxQuantity}
            step={step}
            defaultValue={quantity}
          />
          <span className="cart-line__unit">
            {t(product.weightArticle ? 'shoppingCart.unit.grams' : 'shoppingCart.unit.pieces')}
          </span>
          <button type="submit" className="button button--secondary">
            {t('shoppingCart.update')}
          </button>
        </CartItemForm>
        <CartItemForm sku={product.sku} name={product.name} mode="set" className="cart-line__step">
          <input type="hidden" name="quantity" value={Math.min(quantity + step, product.maxQuantity)} />
          <button
            type="submit"
            aria-label={t('shoppingCart.increase', { name: product.name })}
            disabled={quantity >= product.maxQuantity}
          >
            +
          </button>
        </CartItemForm>
      </div>
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
