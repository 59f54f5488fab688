import { useTranslation } from '~/utils/use-translation';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import type { ContentVoucher } from '../../backend/src/schemas/vouchers.js';
import { useMoneyFormat } from '~/utils/money';
import { useBlockData } from './block-data';
import { BlockGroup, headingBelow } from './catalogue-blocks';
import { ResponsiveImage } from './content-blocks';
import { Heading, useHeadingLevel } from './heading-level';

type Props<T extends 'voucherGroup'> = { id: string; fields: BlockFields<T> };

function VoucherCard({ voucher, headingLevel }: { voucher: ContentVoucher; headingLevel: number }) {
  const { t } = useTranslation();
  const { locale } = useMoneyFormat();
  // In UTC, as the pesticide dates: the same text on the server and in any shopper's browser.
  const until = voucher.expirationDate
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(voucher.expirationDate),
      )
    : undefined;
  const personal = voucher.type === 'personal';
  return (
    <li className="voucher-card" data-voucher={voucher.promotionId}>
      {voucher.image ? <ResponsiveImage image={voucher.image} className="voucher-card__image" /> : null}
      {personal ? <p className="voucher-card__badge">{t('vouchers.personal')}</p> : null}
      <Heading level={headingLevel} className="voucher-card__title">
        {voucher.title}
      </Heading>
      {voucher.description ? <p>{voucher.description}</p> : null}
      {personal && voucher.coins ? <p>{t('vouchers.coins', { coins: voucher.coins })}</p> : null}
      {personal && voucher.barcodeImage ? (
        <ResponsiveImage image={voucher.barcodeImage} className="voucher-card__barcode" />
      ) : null}
      {until ? (
        <p className="voucher-card__validity">{t('blocks.vouchers.validUntil', { date: until })}</p>
      ) : null}
      {voucher.fineprintText ? (
        <details className="voucher-card__fineprint">
          <summary>{voucher.fineprintHeadline ?? t('blocks.vouchers.fineprint')}</summary>
          <p>{voucher.fineprintText}</p>
        </details>
      ) : null}
    </li>
  );
}

function VoucherList({ vouchers, headingLevel }: { vouchers: ContentVoucher[]; headingLevel: number }) {
  return (
    <ul className="voucher-grid">
      {vouchers.map((voucher) => (
        <VoucherCard key={voucher.promotionId} voucher={voucher} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

/** §1 voucher group; without the personal vouchers (§8 error flag) a calm note instead. */
export function VoucherGroupBlock({ id, fields }: Props<'voucherGroup'>) {
  const { t } = useTranslation();
  const datum = useBlockData(id);
  const level = useHeadingLevel();
  const group = datum && 'vouchers' in datum ? datum : undefined;
  const general = group?.vouchers ?? [];
  const personal = group?.personalVouchers ?? [];
  const failed = group?.personalVouchersFailed ?? false;
  if (!general.length && !personal.length && !failed) return null;
  const cardLevel = headingBelow(level, fields.title);
  return (
    <BlockGroup id={id} title={fields.title}>
      {personal.length ? (
        <section className="voucher-group__personal" aria-labelledby={`${id}-personal`}>
          <Heading level={cardLevel} id={`${id}-personal`}>
            {t('vouchers.personalHeading')}
          </Heading>
          <VoucherList vouchers={personal} headingLevel={Math.min(cardLevel + 1, 6)} />
        </section>
      ) : null}
      {failed ? (
        <p className="voucher-group__note" data-voucher-note="personal-unavailable">
          {t('vouchers.personalUnavailable')}
        </p>
      ) : null}
      {general.length ? <VoucherList vouchers={general} headingLevel={cardLevel} /> : null}
    </BlockGroup>
  );
}
