import type { OfferedPaymentMethod } from '../../../backend/src/schemas/checkout.js';
import type { SavedPaymentMethod } from '../../../backend/src/schemas/payment-methods.js';
import { useTranslation } from '~/utils/use-translation';
import { PaymentMark, paymentBrandName } from '~/components/checkout/payment-marks';

// Decision 0075: the customer's saved cards first in the payment choice (the primary one chosen),
// and for a new card "Diese Karte speichern" and "als Hauptkarte festlegen".

/** The choice checked first: the primary saved card, else the only usable method. */
export function defaultChoice(usable: OfferedPaymentMethod[], cards: SavedPaymentMethod[]) {
  const primary = cards.find((card) => card.isPrimary) ?? cards[0];
  if (primary) return `saved:${primary.id}`;
  return usable.length === 1 ? usable[0]!.methodKey : undefined;
}

export function SavedCardChoices({
  cards,
  name,
  checked,
}: {
  cards: SavedPaymentMethod[];
  name: string;
  checked: unknown;
}) {
  const { t } = useTranslation();
  return (
    <div className="saved-cards" role="group" aria-labelledby="saved-cards-heading">
      <p id="saved-cards-heading" className="saved-cards__heading">
        {t('checkout.payment.savedCards')}
      </p>
      {cards.map((card) => {
        const id = `payment-saved-${card.id}`;
        const value = `saved:${card.id}`;
        return (
          <div key={card.id} className="payment-method payment-method--saved" data-saved-card={card.id}>
            <input type="radio" id={id} name={name} value={value} defaultChecked={checked === value} />
            <label htmlFor={id}>
              <PaymentMark brand={card.paymentBrand} />{' '}
              {t('checkout.payment.savedCard', {
                brand: paymentBrandName(card.paymentBrand),
                last4: card.maskedCardNumber.slice(-4),
                month: String(card.cardExpiryMonth).padStart(2, '0'),
                year: card.cardExpiryYear,
              })}
              {card.isPrimary ? ` (${t('checkout.payment.primaryCard')})` : null}
            </label>
          </div>
        );
      })}
    </div>
  );
}

/** Plain checkboxes posted with the pay form; the action reads them only for a new card. */
export function SaveCardChoices() {
  const { t } = useTranslation();
  return (
    <div className="save-card">
      <div className="checkbox-field">
        <input type="checkbox" id="save-payment-method" name="savePaymentMethod" />
        <label htmlFor="save-payment-method">{t('checkout.payment.saveCard')}</label>
      </div>
      <div className="checkbox-field">
        <input type="checkbox" id="set-primary" name="setPrimary" />
        <label htmlFor="set-primary">{t('checkout.payment.setPrimary')}</label>
      </div>
    </div>
  );
}
