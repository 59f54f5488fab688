import type { FinalBill as FinalBillData } from '../../../backend/src/schemas/fulfilment.js';
import { useFormatMoney } from '~/utils/money';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';

// Issue 36: what a picked order costs, line by line (weighed, substituted, missing), and what
// the provider took, released and gave back. The staff see it before they confirm "picked"
// (`preview`), the shopper once it is picked.

type BillLine = FinalBillData['lines'][number];
type Translate = ReturnType<typeof useTranslation>['t'];

function whatHappened(line: BillLine, t: Translate): string {
  if (line.outcome === 'missing') return t('finalBill.outcome.missing');
  if (line.outcome === 'substituted')
    return line.pickedGrams != null
      ? t('finalBill.outcome.substitutedWeighed', {
          name: line.substitute?.name ?? '',
          grams: line.pickedGrams,
          ordered: line.orderedGrams ?? '',
        })
      : t('finalBill.outcome.substituted', { name: line.substitute?.name ?? '' });
  if (line.pickedGrams != null)
    return t('finalBill.outcome.weighed', { grams: line.pickedGrams, ordered: line.orderedGrams ?? '' });
  const picked = line.pickedQuantity ?? line.orderedQuantity;
  return picked === line.orderedQuantity
    ? t('finalBill.outcome.picked', { count: picked })
    : t('finalBill.outcome.pickedFewer', { count: picked, ordered: line.orderedQuantity });
}

export function FinalBill({
  bill,
  preview = false,
  headingId,
  level = 2,
}: {
  bill: FinalBillData;
  /** Before "picked" is confirmed: what will be charged and released. */
  preview?: boolean;
  headingId: string;
  /** The heading's level where the bill stands (the profile's order, the tracking block's answer). */
  level?: number;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const format = useSlotFormat();
  // What the payment method was asked for: the authorisation less what gift cards pay.
  const methodShare = Math.max(0, bill.total - bill.giftCardAmount);
  const Heading = `h${Math.min(level, 6)}` as 'h2';
  const SubHeading = `h${Math.min(level + 1, 6)}` as 'h3';
  const released = Math.max(0, bill.authorized - bill.giftCardAmount - methodShare);
  const rows: [string, number | null][] = [
    [t('finalBill.goods'), bill.goods],
    [t('finalBill.fees'), bill.fees],
    ...(bill.deposits ? [[t('finalBill.deposits'), bill.deposits] as [string, number]] : []),
    ...(bill.discounts ? [[t('finalBill.discounts'), -bill.discounts] as [string, number]] : []),
  ];
  const giftCard: [string, number][] = bill.giftCardAmount
    ? [[t('finalBill.giftCard'), bill.giftCardAmount]]
    : [];
  // Decision 0088: an order paid at the door, at the store or by invoice reserved nothing.
  const payment: [string, number | null][] = bill.paidOutside
    ? [...giftCard, [t(`finalBill.toPayOutside.${bill.paidOutside}`), methodShare]]
    : preview
      ? [
          [t('finalBill.authorized'), bill.authorized],
          ...giftCard,
          [t('finalBill.toCapture'), methodShare],
          [t('finalBill.toRelease'), released],
        ]
      : [
          [t('finalBill.authorized'), bill.authorized],
          ...giftCard,
          [t('finalBill.captured'), bill.captured],
          [t('finalBill.released'), bill.released],
        ];
  return (
    <section className="final-bill" aria-labelledby={headingId}>
      <Heading id={headingId}>
        {t(
          preview
            ? bill.paidOutside
              ? 'finalBill.previewHeadingOutside'
              : 'finalBill.previewHeading'
            : 'finalBill.heading',
        )}
      </Heading>
      <table className="final-bill__lines">
        <caption className="visually-hidden">{t('finalBill.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('finalBill.column.article')}</th>
            <th scope="col">{t('finalBill.column.what')}</th>
            <th scope="col">{t('finalBill.column.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line) => (
            <tr key={line.lineId} data-outcome={line.outcome}>
              <th scope="row">{line.name}</th>
              <td data-label={t('finalBill.column.what')}>{whatHappened(line, t)}</td>
              <td data-label={t('finalBill.column.amount')}>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="final-bill__sums">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{amount === null ? '' : money(amount)}</dd>
          </div>
        ))}
        <div>
          <dt>
            <strong>{t('finalBill.total')}</strong>
          </dt>
          <dd>
            <strong>{money(bill.total)}</strong>
          </dd>
        </div>
        {payment
          .filter((row): row is [string, number] => row[1] !== null)
          .map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
      </dl>
      {bill.refunds.length ? (
        <>
          <SubHeading>{t('finalBill.refundsHeading')}</SubHeading>
          <ul className="final-bill__refunds">
            {bill.refunds.map((refund) => (
              <li key={`${refund.at}-${refund.amount}`}>
                {t('finalBill.refund', {
                  day: format.day(refund.at),
                  amount: money(refund.amount),
                  reason: refund.reason,
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
