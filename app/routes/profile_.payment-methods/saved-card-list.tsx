import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link } from '@remix-run/react';
import type {
  SavedPaymentMethod,
  SavedPaymentMethodList,
} from '../../../backend/src/schemas/payment-methods.js';
import { CheckboxField, errorsOf, FormErrors } from '~/components/forms';
import { PaymentMark, paymentBrandName } from '~/components/checkout/payment-marks';
import { useTranslation } from '~/utils/use-translation';
import type { z } from 'zod';
import type { addCardSchema } from './payment-method-form-schemas';

type LastResult = SubmissionResult<string[]> | undefined;
/** A set-primary or delete the API refused: shown beside that card (or above the list when it is gone). */
type CardRefusal = { cardId: string | null; result: LastResult };

function useCardText(card: SavedPaymentMethod) {
  const { t } = useTranslation();
  const values = {
    brand: paymentBrandName(card.paymentBrand),
    last4: card.maskedCardNumber.slice(-4),
    month: String(card.cardExpiryMonth).padStart(2, '0'),
    year: card.cardExpiryYear,
  };
  return {
    name: t('paymentMethods.cardName', values),
    expiry: t(card.expired ? 'paymentMethods.expiredSince' : 'paymentMethods.validUntil', values),
    // First six and last four digits as the provider masks them, in groups of four.
    masked: card.maskedCardNumber.replace(/X/g, '•').replace(/(.{4})(?=.)/g, '$1 '),
  };
}

function SavedCard({
  card,
  confirming,
  refusal,
}: {
  card: SavedPaymentMethod;
  confirming: boolean;
  refusal: string[];
}) {
  const { t } = useTranslation();
  const text = useCardText(card);
  const errorId = `card-${card.id}-error`;
  const describedBy = refusal.length ? errorId : undefined;
  return (
    <li className={`saved-card${card.expired ? ' saved-card--expired' : ''}`} data-saved-card={card.id}>
      <p className="saved-card__name">
        <PaymentMark brand={card.paymentBrand} /> <strong>{text.name}</strong>
        {card.isPrimary ? <span className="saved-card__primary">{t('paymentMethods.primary')}</span> : null}
      </p>
      <p className="saved-card__number">{text.masked}</p>
      <p className={card.expired ? 'saved-card__expired' : undefined}>{text.expiry}</p>
      {card.expired ? <p>{t('paymentMethods.expiredNote')}</p> : null}
      {refusal.length ? <FormErrors id={errorId} errors={refusal} /> : null}
      <div className="saved-card__actions">
        {!card.expired && !card.isPrimary ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="card-primary" />
            <input type="hidden" name="paymentMethodId" value={card.id} />
            <button type="submit" className="button button--secondary" aria-describedby={describedBy}>
              {t('paymentMethods.makePrimary', { card: text.name })}
            </button>
          </Form>
        ) : null}
        {confirming ? (
          // The second step of a deletion: works without JavaScript, as every step here.
          <Form method="post" className="saved-card__confirm">
            <p>{t('paymentMethods.deleteQuestion', { card: text.name })}</p>
            <input type="hidden" name="intent" value="card-delete" />
            <input type="hidden" name="paymentMethodId" value={card.id} />
            <button type="submit" className="button" aria-describedby={describedBy}>
              {t('paymentMethods.deleteConfirm', { card: text.name })}
            </button>{' '}
            <Link to="." preventScrollReset>
              {t('paymentMethods.deleteKeep')}
            </Link>
          </Form>
        ) : (
          <Link
            to={`?${new URLSearchParams({ confirmDelete: card.id })}`}
            className="button button--secondary"
            preventScrollReset
          >
            {t('paymentMethods.delete', { card: text.name })}
          </Link>
        )}
      </div>
    </li>
  );
}

/** §3 Saved payment method: the usable cards (primary first), then the expired ones, marked. */
export function SavedCardList({
  cards,
  confirmDelete,
  refusal,
}: {
  cards: SavedPaymentMethodList;
  confirmDelete: string | undefined;
  refusal: CardRefusal | undefined;
}) {
  const { t } = useTranslation();
  const all = [...cards.activeMethods, ...cards.inactiveMethods];
  const refusalOf = (id: string) => (refusal?.cardId === id ? errorsOf(refusal.result) : []);
  // A refusal about a card no longer listed (deleted meanwhile, a stale tab) shows above the list.
  const unplaced = refusal && !all.some((card) => card.id === refusal.cardId) ? errorsOf(refusal.result) : [];
  const list = (shown: SavedPaymentMethod[]) => (
    <ul className="saved-cards-list">
      {shown.map((card) => (
        <SavedCard
          key={card.id}
          card={card}
          confirming={confirmDelete === card.id}
          refusal={refusalOf(card.id)}
        />
      ))}
    </ul>
  );
  return (
    <>
      {unplaced.length ? <FormErrors errors={unplaced} /> : null}
      {all.length === 0 ? <p>{t('paymentMethods.empty')}</p> : null}
      {cards.activeMethods.length ? list(cards.activeMethods) : null}
      {cards.inactiveMethods.length ? (
        <>
          <h3>{t('paymentMethods.expiredHeading')}</h3>
          {list(cards.inactiveMethods)}
        </>
      ) : null}
    </>
  );
}

/** "Karte hinzufügen": the provider's page takes the card; a refused return is said here. */
export function AddCardForm({
  lastResult,
  returnRefusal,
}: {
  lastResult: LastResult;
  returnRefusal: string | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm<z.input<typeof addCardSchema>, unknown, string[]>({
    id: 'card-add',
    lastResult,
    shouldValidate: 'onSubmit',
  });
  const errors = [...(returnRefusal ? [returnRefusal] : []), ...(form.errors ?? [])];
  return (
    <Form method="post" {...getFormProps(form)} className="account-form saved-card-add">
      <h3>{t('paymentMethods.addHeading')}</h3>
      <p id="card-add-hint">{t('paymentMethods.addHint')}</p>
      <input type="hidden" name="intent" value="card-add" />
      <FormErrors id={form.errorId} errors={errors} />
      <CheckboxField
        id={fields.setPrimary.id}
        label={t('paymentMethods.addAsPrimary')}
        inputProps={getInputProps(fields.setPrimary, { type: 'checkbox' })}
      />
      <button
        type="submit"
        className="button"
        aria-describedby={errors.length ? `card-add-hint ${form.errorId}` : 'card-add-hint'}
      >
        {t('paymentMethods.add')}
      </button>
    </Form>
  );
}
