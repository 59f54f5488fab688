import { useTranslation } from '~/utils/use-translation';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { SmartLink } from '~/components/smart-link';
import { useMoneyFormat } from '~/utils/money';
import { useBlockData } from './block-data';
import { ResponsiveImage } from './content-blocks';
import { Heading, useHeadingLevel } from './heading-level';

type Props<T extends 'option' | 'publication' | 'contact' | 'customHtml'> = {
  id: string;
  fields: BlockFields<T>;
};

/** §1 option: one service option as a card. */
export function OptionBlock({ fields }: Props<'option'>) {
  const level = useHeadingLevel();
  return (
    <div className="block-option">
      {fields.image ? <ResponsiveImage image={fields.image} className="block-option__image" /> : null}
      <Heading level={level} className="block-option__title">
        {fields.title}
      </Heading>
      {fields.price ? <p className="block-option__price">{fields.price}</p> : null}
      {fields.text ? <p>{fields.text}</p> : null}
      {fields.link ? (
        <p>
          <SmartLink href={fields.link.href} className="button button--secondary">
            {fields.link.label}
          </SmartLink>
        </p>
      ) : null}
    </div>
  );
}

function useFileSize(): (sizeKb: number) => string {
  const { locale } = useMoneyFormat();
  return (sizeKb) =>
    sizeKb >= 1024
      ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(sizeKb / 1024)} MB`
      : `${new Intl.NumberFormat(locale).format(sizeKb)} KB`;
}

/** §1 publication: a document with its cover and a download link naming format and size. */
export function PublicationBlock({ id, fields }: Props<'publication'>) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const fileSize = useFileSize();
  const { file } = fields;
  const details = file.sizeKb ? `${file.format}, ${fileSize(file.sizeKb)}` : file.format;
  return (
    <article className="block-publication" aria-labelledby={`${id}-title`}>
      <ResponsiveImage image={fields.cover} className="block-publication__cover" />
      <div>
        <Heading level={level} id={`${id}-title`}>
          {fields.title}
        </Heading>
        {fields.description ? <p>{fields.description}</p> : null}
        <p>
          <a
            href={file.href}
            className="button button--primary"
            download={file.href.startsWith('/') || undefined}
          >
            {t('blocks.publication.download', { title: fields.title, details })}
          </a>
        </p>
      </div>
    </article>
  );
}

/** §1 contact: phone, e-mail, opening hours and address, each linked where it can be. */
export function ContactBlock({ id, fields }: Props<'contact'>) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  return (
    <section className="block-contact" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {fields.title ?? t('blocks.contact.title')}
      </Heading>
      <dl className="block-contact__list">
        {fields.phone ? (
          <>
            <dt>{t('blocks.contact.phone')}</dt>
            <dd>
              <a href={`tel:${fields.phone.replace(/[^\d+]/g, '')}`}>{fields.phone}</a>
            </dd>
          </>
        ) : null}
        {fields.email ? (
          <>
            <dt>{t('blocks.contact.email')}</dt>
            <dd>
              <a href={`mailto:${fields.email}`}>{fields.email}</a>
            </dd>
          </>
        ) : null}
        {fields.hours.length ? (
          <>
            <dt>{t('blocks.contact.hours')}</dt>
            {fields.hours.map((hours, index) => (
              <dd key={index}>
                {hours.days}: {hours.time}
              </dd>
            ))}
          </>
        ) : null}
        {fields.address ? (
          <>
            <dt>{t('blocks.contact.address')}</dt>
            <dd>
              <address>
                {fields.address.name ? (
                  <>
                    {fields.address.name}
                    <br />
                  </>
                ) : null}
                {fields.address.street}
                <br />
                {fields.address.postalCode} {fields.address.city}
              </address>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** §1 custom html: the editor's markup as the server sanitized it (block-data); else nothing. */
export function CustomHtmlBlock({ id }: Props<'customHtml'>) {
  const datum = useBlockData(id);
  if (!datum || !('sanitizedHtml' in datum)) return null;
  return <div className="block-html" dangerouslySetInnerHTML={{ __html: datum.sanitizedHtml }} />;
}
