import type { SubmissionResult } from '@conform-to/react';
import { useState, type MouseEvent } from 'react';
import { ErrorList, Field } from '~/components/forms';
import { useFormatMoney, useMoneyFormat } from '~/utils/money';
import { useTranslation } from '~/utils/use-translation';
import {
  checkGiftCardChoice,
  defaultGiftCardAmount,
  giftCardAmountText,
  shownSplitToken,
  type GiftCardCheck,
  type PayingGiftCard,
} from './gift-card-split';

// Issue 34 (decision 0078): the gift card in the payment choice, and the split of the gift card
// and the rest beside the pay button. The page renders the split the server would compute; with
// JavaScript the split follows every change at once, without it "Betrag übernehmen" shows it.
// With JavaScript "Betrag übernehmen" posts nothing: it shows the same check's errors beside the
// fields, so the page does not change under the shopper's next click while an answer is on its way.

export type CheckoutWallet = { balance: number; giftCards: PayingGiftCard[] };

export type PaymentChoice = { use: boolean; cardId: string; amountText: string; method: string };

type Posted = Partial<Record<string, unknown>>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function initialChoice(
  posted: Posted | null,
  cards: PayingGiftCard[],
  total: number,
  locale: string,
  defaultMethod: string | undefined,
): PaymentChoice {
  const postedCard = cards.find((card) => card.id === text(posted?.giftCardId));
  const card = postedCard ?? cards[0];
  return {
    use: text(posted?.giftCardUse) === 'on',
    cardId: card?.id ?? '',
    amountText:
      text(posted?.giftCardAmount) ??
      (card ? giftCardAmountText(defaultGiftCardAmount(card, total), locale) : ''),
    method: posted ? (text(posted.paymentMethodKey) ?? '') : (defaultMethod ?? ''),
  };
}

/** The choice as the page shows it (from the last post, else the defaults), and its gift-card split. */
export function usePaymentChoice({
  wallet,
  total,
  lastResult,
  defaultMethod,
}: {
  wallet: CheckoutWallet | null;
  total: number;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultMethod: string | undefined;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { locale } = useMoneyFormat();
  const cards = wallet?.giftCards ?? [];
  const posted = (lastResult?.initialValue as Posted | null | undefined) ?? null;
  const [choice, setChoice] = useState(() => initialChoice(posted, cards, total, locale, defaultMethod));
  // A new answer of the action (a refusal, the split shown) is what the page shows from then on.
  const [answered, setAnswered] = useState(lastResult);
  // "Betrag übernehmen" pressed with JavaScript: from then on the errors are the browser's check.
  const [applied, setApplied] = useState(false);
  if (answered !== lastResult) {
    setAnswered(lastResult);
    setChoice(initialChoice(posted, cards, total, locale, defaultMethod));
    setApplied(false);
  }
  const check: GiftCardCheck = checkGiftCardChoice(
    {
      giftCardUse: choice.use ? 'on' : undefined,
      giftCardId: choice.cardId,
      giftCardAmount: choice.amountText,
    },
    { cards, total, money, t },
  );
  const appliedErrors = applied ? (check.status === 'invalid' ? check.fieldErrors : {}) : null;
  /** "Betrag übernehmen" with JavaScript: no post, the check's errors beside the fields, focus on the first. */
  const apply = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setApplied(true);
    if (check.status !== 'invalid') return;
    const field = check.fieldErrors.giftCardId ? 'input[name="giftCardId"]' : '#gift-card-amount';
    document.querySelector<HTMLInputElement>(field)?.focus();
  };
  return { choice, setChoice, check, cards, appliedErrors, apply };
}

type GiftCardChoiceProps = {
  wallet: CheckoutWallet;
  total: number;
  choice: PaymentChoice;
  setChoice: (update: (choice: PaymentChoice) => PaymentChoice) => void;
  errors: { use?: string[]; card?: string[]; amount?: string[] };
  /** The click of "Betrag übernehmen" once hydrated (`usePaymentChoice`'s `apply`). */
  onApply: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** The wallet's balance, "Mit Geschenkkarte zahlen", the card (when several) and the amount. */
export function GiftCardChoice({ wallet, total, choice, setChoice, errors, onApply }: GiftCardChoiceProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { locale } = useMoneyFormat();
  const cards = wallet.giftCards;
  const chosen = cards.find((card) => card.id === choice.cardId) ?? cards[0];
  const groupErrorId = 'gift-card-choice-error';
  const cardErrorId = 'gift-card-id-error';
  const groupInvalid = Boolean(errors.use?.length);
  const pick = (card: PayingGiftCard) =>
    setChoice((current) => ({
      ...current,
      cardId: card.id,
      amountText: giftCardAmountText(defaultGiftCardAmount(card, total), locale),
    }));
  return (
    <fieldset
      className="payment-methods gift-card-choice"
      data-gift-card-choice=""
      aria-invalid={groupInvalid || undefined}
      aria-describedby={groupInvalid ? groupErrorId : undefined}
    >
      <legend>{t('giftCardCheckout.legend')}</legend>
      <p className="gift-card-choice__balance">{t('wallet.balance', { amount: money(wallet.balance) })}</p>
      <div className="checkbox-field">
        <input
          type="checkbox"
          id="gift-card-use"
          name="giftCardUse"
          checked={choice.use}
          onChange={(event) => {
            const use = event.currentTarget.checked;
            setChoice((current) => ({ ...current, use }));
          }}
        />
        <label htmlFor="gift-card-use">{t('giftCardCheckout.use')}</label>
      </div>
      <ErrorList id={groupErrorId} errors={errors.use} />
      {cards.length > 1 ? (
        <fieldset
          className="gift-card-choice__cards"
          aria-invalid={errors.card?.length ? true : undefined}
          aria-describedby={errors.card?.length ? cardErrorId : undefined}
        >
          <legend>{t('giftCardCheckout.whichCard')}</legend>
          {cards.map((card) => (
            <div key={card.id} className="payment-method" data-gift-card={card.id}>
              <input
                type="radio"
                id={`gift-card-${card.id}`}
                name="giftCardId"
                value={card.id}
                checked={choice.cardId === card.id}
                onChange={() => pick(card)}
              />
              <label htmlFor={`gift-card-${card.id}`}>
                {t('giftCardCheckout.card', { ending: card.codeEnding, balance: money(card.balance) })}
              </label>
            </div>
          ))}
          <ErrorList id={cardErrorId} errors={errors.card} />
        </fieldset>
      ) : chosen ? (
        <p>
          <input type="hidden" name="giftCardId" value={chosen.id} />
          {t('giftCardCheckout.card', { ending: chosen.codeEnding, balance: money(chosen.balance) })}
        </p>
      ) : null}
      <Field
        id="gift-card-amount"
        label={t('giftCardCheckout.amount')}
        hint={t('giftCardCheckout.amountHint', {
          most: money(chosen ? defaultGiftCardAmount(chosen, total) : total),
        })}
        errors={errors.amount}
        inputProps={{
          name: 'giftCardAmount',
          inputMode: 'decimal',
          autoComplete: 'off',
          value: choice.amountText,
          onChange: (event) => {
            const amountText = event.currentTarget.value;
            setChoice((current) => ({ ...current, amountText }));
          },
        }}
      />
      <button
        type="submit"
        name="intent"
        value="gift-card-split"
        className="button button--secondary"
        onClick={onApply}
      >
        {t('giftCardCheckout.apply')}
      </button>
    </fieldset>
  );
}

/** Beside the pay button: "Geschenkkarte −€ x" and "Rest per <Methode> € y", and the split shown. */
export function GiftCardSplitSummary({ check, method }: { check: GiftCardCheck; method: string }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const split = check.status === 'split' ? check.split : null;
  const savedCard = method.startsWith('saved:');
  const methodName = savedCard
    ? t('giftCardCheckout.savedCardName')
    : method
      ? t(`checkout.payment.method.${method}`)
      : null;
  return (
    <div role="status" className="gift-card-split">
      <input type="hidden" name="giftCardShown" value={shownSplitToken(check)} />
      {split ? (
        <>
          <dl data-gift-card-split={`${split.amount}:${split.rest}`}>
            <div>
              <dt>{t('giftCardCheckout.splitGiftCard')}</dt>
              <dd>−{money(split.amount)}</dd>
            </div>
            {split.rest > 0 ? (
              <div>
                <dt>
                  {methodName
                    ? t('giftCardCheckout.splitRest', { method: methodName })
                    : t('giftCardCheckout.splitRestUnchosen')}
                </dt>
                <dd>{money(split.rest)}</dd>
              </div>
            ) : null}
          </dl>
          {split.rest === 0 ? <p>{t('giftCardCheckout.paysAll')}</p> : null}
        </>
      ) : null}
    </div>
  );
}
