import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import type { Wallet } from '../../../backend/src/schemas/wallet.js';
import { TextField } from '~/components/account/account-fields';
import { FormErrors } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { dateTimeFormat } from '~/utils/intl-formats';
import { useFormatMoney, useMoneyFormat } from '~/utils/money';
import { SHOP_TIME_ZONE } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import { createLinkGiftCardSchema } from './wallet-form-schemas';

type LastResult = SubmissionResult<string[]> | undefined;

/** §3 Wallet: the balance, each gift card with what it holds, and removing one. */
export function GiftCardList({ wallet, lastResult }: { wallet: Wallet; lastResult: LastResult }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { locale } = useMoneyFormat();
  const day = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
  const [form] = useForm({ id: 'gift-card-remove', lastResult });
  return (
    <>
      <p className="wallet__balance">{t('wallet.balance', { amount: money(wallet.balance) })}</p>
      <FormErrors id={form.errorId} errors={form.errors} />
      {wallet.giftCards.length === 0 ? (
        <p>{t('wallet.empty')}</p>
      ) : (
        <ul className="wallet__cards">
          {wallet.giftCards.map((card) => (
            <li key={card.id} className="wallet__card">
              <p>
                <strong>{t('wallet.cardName', { ending: card.codeEnding })}</strong>
              </p>
              <p>{t('wallet.cardBalance', { amount: money(card.balance) })}</p>
              <p>
                {card.expired
                  ? t('wallet.expired', { date: day(card.expiresAt) })
                  : t('wallet.validUntil', { date: day(card.expiresAt) })}
              </p>
              <Form method="post" {...getFormProps(form)} id={`remove-${card.id}`}>
                <input type="hidden" name="intent" value="gift-card-remove" />
                <input type="hidden" name="giftCardId" value={card.id} />
                <button type="submit" className="button button--secondary">
                  {t('wallet.remove', { ending: card.codeEnding })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function LinkGiftCardForm({ lastResult, full }: { lastResult: LastResult; full: boolean }) {
  const { t } = useTranslation();
  const schema = useMemo(() => createLinkGiftCardSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, { id: 'gift-card-link' });
  if (full) return <p>{t('giftCard.error.1014')}</p>;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <h3>{t('wallet.linkHeading')}</h3>
      <input type="hidden" name="intent" value="gift-card-link" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.code}
        label={t('wallet.code')}
        hint={t('wallet.codeHint')}
        autoComplete="off"
      />
      <button type="submit" className="button">
        {t('wallet.link')}
      </button>
    </Form>
  );
}
