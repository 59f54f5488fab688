import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { canBeOrdered } from '~/components/catalogue/availability';
import { useFormatWeight } from '~/components/cart/weight-choice';
import { useRootData, useTenantPath } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';
import type { BasketLine, BasketOutcome } from './recipe-basket';
import type { BasketActionData } from './recipe-basket.server';

type Amount = { name: string; quantity: number; weighed: boolean };

function useAmountText() {
  const { t } = useTranslation();
  const weight = useFormatWeight();
  return ({ name, quantity, weighed }: Amount) =>
    weighed
      ? t('recipeBasket.weight', { weight: weight(quantity), name })
      : t('recipeBasket.packs', { count: quantity, name });
}

/** One message for the whole add: what went in, what was capped, what is unavailable. */
function BasketResult({ outcome }: { outcome: BasketOutcome }) {
  const { t } = useTranslation();
  const amount = useAmountText();
  const { shop } = useRootData() ?? {};
  const cartHref = useTenantPath('cart');
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), [outcome]);
  const list = new Intl.ListFormat(shop?.locale, { type: 'conjunction' });
  return (
    <div ref={region} tabIndex={-1} role="status" className="recipe-basket__result">
      <h4>{t('recipeBasket.result.heading')}</h4>
      {outcome.groups.length ? (
        outcome.groups.map((group) => (
          <p key={group.result} data-result={group.result}>
            {t(`recipeBasket.result.${group.result === 'maxquantityreached' ? 'capped' : group.result}`, {
              items: list.format(group.items.map(amount)),
            })}
          </p>
        ))
      ) : (
        <p>{t('recipeBasket.result.nothing')}</p>
      )}
      {cartHref ? <Link to={cartHref}>{t('recipeBasket.result.toCart')}</Link> : null}
    </div>
  );
}

/** What the basket holds by sku: the add's own answer when there is one, else the header badge's. */
function useInCart(): Record<string, number> {
  const actionData = useActionData<BasketActionData>();
  const badge = useRootData()?.cartQuantities;
  return (actionData && 'outcome' in actionData ? actionData.outcome.inCart : badge) ?? {};
}

function InCartNote({ line, id }: { line: BasketLine; id: string }) {
  const { t } = useTranslation();
  const weight = useFormatWeight();
  const inCart = useInCart()[line.sku];
  const notes = [
    inCart
      ? t('recipeBasket.inCart', {
          amount: line.product.weightArticle
            ? weight(inCart)
            : t('recipeBasket.inCartPacks', { count: inCart }),
        })
      : null,
    canBeOrdered(line.product) ? null : t('recipeBasket.unavailable'),
  ].filter(Boolean);
  if (!notes.length) return null;
  return (
    <span id={id} className="recipe-basket__note">
      {notes.join(' · ')}
    </span>
  );
}

/**
 * Issue 38.18: every linked product a checkbox, checked; the quantities are the API's own rule
 * for the servings chosen above. JavaScript only keeps the page in place and moves focus.
 */
export function RecipeBasketForm({ lines, servings }: { lines: BasketLine[]; servings: number }) {
  const { t } = useTranslation();
  const amount = useAmountText();
  const actionData = useActionData<BasketActionData>();
  const busy = useNavigation().state === 'submitting';
  const cartHref = useTenantPath('cart');
  const inCart = useInCart();
  const error = actionData && 'error' in actionData ? actionData.error : null;
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [actionData, error]);
  if (!cartHref || !lines.length) return null;
  const describedBy = ['recipe-basket-rule', error ? 'recipe-basket-error' : ''].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="recipe-basket" className="recipe-basket">
      <h3 id="recipe-basket">{t('recipeBasket.heading')}</h3>
      {actionData && 'outcome' in actionData ? <BasketResult outcome={actionData.outcome} /> : null}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="servings" value={servings} />
        <fieldset aria-describedby={describedBy}>
          <legend>{t('recipeBasket.legend', { count: servings })}</legend>
          <p id="recipe-basket-rule" className="recipe-basket__rule">
            {t('recipeBasket.rule')}
          </p>
          {error ? (
            <p id="recipe-basket-error" ref={errorRef} tabIndex={-1} className="form-errors" role="alert">
              {t(error === 'noneChosen' ? 'recipeBasket.noneChosen' : 'recipeBasket.result.failed')}
            </p>
          ) : null}
          <ul className="recipe-basket__lines">
            {lines.map((line) => {
              const id = `recipe-basket-${line.sku}`;
              const noted = Boolean(inCart[line.sku]) || !canBeOrdered(line.product);
              return (
                <li key={`${line.sku}-${servings}`}>
                  <input
                    type="checkbox"
                    id={id}
                    name="sku"
                    value={line.sku}
                    defaultChecked={actionData ? actionData.chosen.includes(line.sku) : true}
                    aria-describedby={noted ? `${id}-note` : undefined}
                  />
                  <label htmlFor={id}>
                    {amount({
                      name: line.product.name,
                      quantity: line.quantity,
                      weighed: line.product.weightArticle,
                    })}{' '}
                    <span className="recipe-basket__for">
                      {t('recipeBasket.forIngredients', { ingredients: line.ingredients.join(', ') })}
                    </span>
                  </label>
                  <InCartNote line={line} id={`${id}-note`} />
                </li>
              );
            })}
          </ul>
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {t('recipeBasket.submit')}
        </button>
      </Form>
    </section>
  );
}
