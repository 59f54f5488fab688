import type { SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import type { OfferedPaymentMethod } from '../../../backend/src/schemas/checkout.js';
import { CheckboxField, ErrorList, FormErrors } from '~/components/forms';
import { getFormProps, useConstrainedForm } from '~/components/constrained-form';
import { useFormatMoney } from '~/utils/money';
import { useTranslation } from '~/utils/use-translation';
import { payConstraint, payFormId } from './checkout-forms';
import { checkoutCodeMessageKey } from './payment-method-codes';
import { PaymentMark, walletBrandOf } from '~/components/checkout/payment-marks';
import { defaultChoice, SaveCardChoices, SavedCardChoices } from './saved-card-choices';
import {
  GiftCardChoice,
  GiftCardSplitSummary,
  usePaymentChoice,
  type CheckoutWallet,
} from './gift-card-choice';
import type { SavedPaymentMethod } from '../../../backend/src/schemas/payment-methods.js';

/** Issue 38: the total charged; with weight articles (§9) the amount reserved for it, else null. */
export type PayCharge = { total: number; reserved: number | null; percent: number };

/** The pay button's amounts from §3 priceInfo. */
export function payChargeOf(priceInfo: {
  total: number;
  totalWithSurcharge: number;
  overAuthorizationAmount: number;
  overAuthorizationPercentage: number;
}): PayCharge {
  const reserved = priceInfo.overAuthorizationAmount > 0 ? priceInfo.totalWithSurcharge : null;
  return { total: priceInfo.total, reserved, percent: priceInfo.overAuthorizationPercentage };
}

type PaymentFormProps = {
  methods: OfferedPaymentMethod[];
  /** Decision 0075: a customer's usable saved cards, shown first; null for a guest. */
  savedCards?: SavedPaymentMethod[] | null;
  /** Issue 34: the customer's wallet, whose gift cards can pay part or all; null for a guest. */
  wallet?: CheckoutWallet | null;
  /** Issue 38: what is charged, and with weight articles what is reserved for it (§9). */
  charge: PayCharge;
  termsHref: string;
  lastResult?: SubmissionResult<string[]>;
};

/** A plain post: finalizes the cart and goes on to the provider (or places an order paid outside it). */
export function PaymentForm({
  methods,
  savedCards = null,
  wallet = null,
  charge,
  termsHref,
  lastResult,
}: PaymentFormProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const usable = methods.filter((method) => !method.unavailableCode);
  const cardsUsable = usable.some((method) => method.methodKey === 'credit-cards');
  const cards = cardsUsable ? (savedCards ?? []) : [];
  const defaultMethod = defaultChoice(usable, cards);
  const [form, fields] = useConstrainedForm(payConstraint, lastResult, {
    id: payFormId,
    defaultValue: { paymentMethodKey: defaultMethod },
  });
  // Issue 34: the gift card's part and the rest, as the pay button and the summary name them.
  const { choice, setChoice, check, appliedErrors, apply } = usePaymentChoice({
    wallet,
    total: charge.total,
    lastResult,
    defaultMethod,
  });
  const giftCardPart = check.status === 'split' ? check.split.amount : 0;
  const charged = {
    total: charge.total - giftCardPart,
    reserved: charge.reserved === null ? null : charge.reserved - giftCardPart,
  };
  const giftCardPaysAll = check.status === 'split' && check.split.rest === 0;
  const methodErrorId = `${fields.paymentMethodKey.id}-error`;
  const reservedNoteId = `${form.id}-reserved`;
  const methodInvalid = Boolean(fields.paymentMethodKey.errors?.length);
  return (
    <Form method="post" {...getFormProps(form)} className="checkout-pay">
      <FormErrors id={form.errorId} errors={form.errors} />
      {wallet && wallet.giftCards.length > 0 ? (
        <GiftCardChoice
          wallet={wallet}
          total={charge.total}
          choice={choice}
          setChoice={setChoice}
          errors={
            appliedErrors
              ? { card: appliedErrors.giftCardId, amount: appliedErrors.giftCardAmount }
              : {
                  use: fields.giftCardUse.errors,
                  card: fields.giftCardId.errors,
                  amount: fields.giftCardAmount.errors,
                }
          }
          onApply={apply}
        />
      ) : null}
      <fieldset
        className="payment-methods"
        aria-invalid={methodInvalid || undefined}
        aria-describedby={methodInvalid ? methodErrorId : undefined}
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === fields.paymentMethodKey.name)
            setChoice((current) => ({ ...current, method: target.value }));
        }}
      >
        <legend>{t('checkout.payment.legend')}</legend>
        {cards.length > 0 ? (
          <SavedCardChoices
            cards={cards}
            name={fields.paymentMethodKey.name}
            checked={fields.paymentMethodKey.initialValue}
          />
        ) : null}
        {methods.map((method) => {
          const id = `payment-method-${method.methodKey}`;
          const hintId = `${id}-hint`;
          // Issue 38 point 16: a wallet is its own brand, named once by its mark.
          const walletBrand = walletBrandOf[method.methodKey];
          const brandMarks = walletBrand ? [] : method.brands;
          return (
            <div key={method.methodKey} className="payment-method" data-method={method.methodKey}>
              <input
                type="radio"
                id={id}
                name={fields.paymentMethodKey.name}
                value={method.methodKey}
                disabled={Boolean(method.unavailableCode)}
                defaultChecked={fields.paymentMethodKey.initialValue === method.methodKey}
                aria-describedby={brandMarks.length > 0 || method.unavailableCode ? hintId : undefined}
              />
              <label htmlFor={id}>
                {walletBrand ? (
                  <PaymentMark brand={walletBrand} />
                ) : (
                  t(`checkout.payment.method.${method.methodKey}`)
                )}
              </label>
              {method.unavailableCode ? (
                <p id={hintId} className="payment-method__hint">
                  {t(checkoutCodeMessageKey(method.unavailableCode))}
                </p>
              ) : brandMarks.length > 0 ? (
                <p id={hintId} className="payment-method__hint payment-method__brands">
                  {brandMarks.map((brand) => (
                    <PaymentMark key={brand} brand={brand} />
                  ))}
                </p>
              ) : null}
            </div>
          );
        })}
        <ErrorList id={methodErrorId} errors={fields.paymentMethodKey.errors} />
      </fieldset>
      {savedCards !== null && cardsUsable ? <SaveCardChoices /> : null}
      <CheckboxField
        id={fields.termsAccepted.id}
        label={
          <>
            {t('checkout.terms.label')} <Link to={termsHref}>{t('checkout.terms.link')}</Link>
          </>
        }
        errors={fields.termsAccepted.errors}
        inputProps={{ name: fields.termsAccepted.name, required: true }}
      />
      <GiftCardSplitSummary check={check} method={choice.method} />
      <button
        type="submit"
        name="intent"
        value="pay"
        className="button button--primary checkout-pay__button"
        aria-describedby={charged.reserved === null || giftCardPaysAll ? undefined : reservedNoteId}
      >
        {giftCardPaysAll
          ? t('giftCardCheckout.payAll', { amount: money(giftCardPart) })
          : charged.reserved === null
            ? t('checkoutClarity.pay', { total: money(charged.total) })
            : t('checkoutClarity.payReserved', {
                total: money(charged.total),
                reserved: money(charged.reserved),
              })}
      </button>
      {charged.reserved === null || giftCardPaysAll ? null : (
        <p id={reservedNoteId} className="checkout-pay__reserved" data-pay-reserved={charged.reserved}>
          {t('checkoutClarity.reservedNote', {
            total: money(charged.total),
            reserved: money(charged.reserved),
            percent: charge.percent,
          })}
        </p>
      )}
    </Form>
  );
}
