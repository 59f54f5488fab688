import { useTranslation } from '~/utils/use-translation';
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import type { FocusEvent } from 'react';
import { CartItemForm, useCartItemSubmit, usePendingQuantity } from './cart-item-form';

/**
 * − and + are forms of their own around the quantity field's form, so each works without
 * JavaScript; there "Ändern" (or Enter) sends the field. With JavaScript, leaving the field sends a
 * changed, valid quantity too: on leaving, so the field keeps its focus while the shopper types.
 */
export function QuantityStepper({ item }: { item: LineItem }) {
  const { t } = useTranslation();
  const { product } = item;
  const pending = usePendingQuantity(product.sku);
  const send = useCartItemSubmit(product.sku);
  // With JavaScript the new quantity shows at once; the server's answer then confirms it.
  const quantity = pending ?? item.quantity;
  const step = product.quantityStepSize;
  const quantityId = `quantity-${product.sku}`;
  const fieldFormId = `quantity-form-${product.sku}`;
  return (
    <div className="cart-line__quantity" aria-busy={pending !== undefined || undefined}>
      <div className="cart-stepper">
        <CartItemForm sku={product.sku} name={product.name} mode="set" className="cart-stepper__step">
          <input type="hidden" name="quantity" value={Math.max(quantity - step, 0)} />
          <button type="submit" aria-label={t('shoppingCart.decrease', { name: product.name })}>
            −
          </button>
        </CartItemForm>
        <CartItemForm
          id={fieldFormId}
          sku={product.sku}
          name={product.name}
          mode="set"
          className="cart-stepper__field"
        >
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
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              const field = event.currentTarget;
              // An invalid amount waits for "Ändern", whose answer names what is wrong.
              if (
                field.form &&
                field.value !== '' &&
                field.checkValidity() &&
                Number(field.value) !== quantity
              )
                send(new FormData(field.form));
            }}
          />
          <span className="cart-stepper__unit">
            {t(product.weightArticle ? 'shoppingCart.unit.grams' : 'shoppingCart.unit.pieces')}
          </span>
        </CartItemForm>
        <CartItemForm sku={product.sku} name={product.name} mode="set" className="cart-stepper__step">
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
      <button type="submit" form={fieldFormId} className="button button--link cart-stepper__update">
        {t('shoppingCart.update')}
      </button>
    </div>
  );
}
