import type { ReactNode } from 'react';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { SmartLink } from '~/components/smart-link';
import { Heading, useHeadingLevel } from './heading-level';

export function HeadlineBlock({ fields }: { fields: BlockFields<'headline'> }) {
  return (
    <Heading level={fields.level} id={fields.anchor} className="block-headline">
      {fields.text}
    </Heading>
  );
}

export function TextBlock({ fields }: { fields: BlockFields<'text'> }) {
  const paragraphs = fields.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div className={`block-text block-text--${fields.align}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

type ImageFields = Pick<BlockFields<'image'>, 'src' | 'alt' | 'width' | 'height'> & { priority?: boolean };

export function ResponsiveImage({ image, className }: { image: ImageFields; className?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={image.priority ? 'eager' : 'lazy'}
      decoding={image.priority ? 'sync' : 'async'}
      {...(image.priority ? { fetchpriority: 'high' } : {})}
    />
  );
}

export function ImageBlock({ fields }: { fields: BlockFields<'image'> }) {
  const image = <ResponsiveImage image={fields} className="block-image__img" />;
  return (
    <figure className="block-image">
      {fields.href ? <SmartLink href={fields.href}>{image}</SmartLink> : image}
      {fields.caption ? <figcaption>{fields.caption}</figcaption> : null}
    </figure>
  );
}

export function ButtonBlock({ fields }: { fields: BlockFields<'button'> }) {
  return (
    <p className="block-button">
      <SmartLink
        href={fields.href}
        className={`button button--${fields.variant}`}
        openInNewTab={fields.openInNewTab}
      >
        {fields.label}
      </SmartLink>
    </p>
  );
}

export function TeaserBlock({ fields }: { fields: BlockFields<'teaser'> }) {
  const level = useHeadingLevel();
  return (
    <article className="block-teaser">
      {fields.image ? <ResponsiveImage image={fields.image} className="block-teaser__image" /> : null}
      <div className="block-teaser__body">
        <Heading level={level} className="block-teaser__title">
          {fields.title}
        </Heading>
        {fields.text ? <p>{fields.text}</p> : null}
        <SmartLink href={fields.href} className="block-teaser__link">
          {fields.ctaLabel ?? fields.title}
        </SmartLink>
      </div>
    </article>
  );
}

export function LineSeparatorBlock(_props: { fields: BlockFields<'lineSeparator'> }) {
  return <hr className="block-separator" />;
}

export type BlockChildrenProps = { children?: ReactNode };
