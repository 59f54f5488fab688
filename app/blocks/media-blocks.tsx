import type { ReactNode } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { SmartLink } from '~/components/smart-link';
import { ResponsiveImage, TeaserBlock } from './content-blocks';
import { Heading, NestedHeadingLevel, useHeadingLevel } from './heading-level';

/** §1 feature: a small tile; the whole title is the link when there is one. */
export function FeatureBlock({ fields }: { fields: BlockFields<'feature'> }) {
  const level = useHeadingLevel();
  return (
    <div className="block-feature">
      {fields.image ? <ResponsiveImage image={fields.image} className="block-feature__image" /> : null}
      <Heading level={level} className="block-feature__title">
        {fields.href ? <SmartLink href={fields.href}>{fields.title}</SmartLink> : fields.title}
      </Heading>
      {fields.text ? <p>{fields.text}</p> : null}
    </div>
  );
}

type CaptionedImage = BlockFields<'imageList'>['images'][number];

function Figure({ image }: { image: CaptionedImage }) {
  return (
    <figure className="block-figure">
      <ResponsiveImage image={image} className="block-figure__img" />
      {image.caption ? <figcaption>{image.caption}</figcaption> : null}
    </figure>
  );
}

/** §1 image list: pictures in a grid, one column on a phone. */
export function ImageListBlock({ fields }: { fields: BlockFields<'imageList'> }) {
  const level = useHeadingLevel();
  return (
    <div className="block-image-list">
      {fields.title ? <Heading level={level}>{fields.title}</Heading> : null}
      <ul className={`block-image-list__grid block-image-list__grid--${fields.columns}`}>
        {fields.images.map((image, index) => (
          <li key={index}>
            <Figure image={image} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** §1: CSS scroll snapping; focusable and named, so the arrow keys scroll it without JavaScript. */
function Slider({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  return (
    <section className="block-slider" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {title}
      </Heading>
      {/* A scrolling strip must take focus so keyboards can scroll it (WCAG 2.1.1; axe's
          scrollable-region-focusable): a named region is the pattern for that. */}
      <div
        className="block-slider__strip"
        role="region"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        aria-label={t('blocks.slider.label', { title, count: children.length })}
      >
        <ul className="block-slider__items">
          {children.map((child, index) => (
            <li key={index} className="block-slider__item">
              {child}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function ImageSliderBlock({ id, fields }: { id: string; fields: BlockFields<'imageSlider'> }) {
  return (
    <Slider id={id} title={fields.title}>
      {fields.images.map((image, index) => (
        <Figure key={index} image={image} />
      ))}
    </Slider>
  );
}

export function TeaserSliderBlock({ id, fields }: { id: string; fields: BlockFields<'teaserSlider'> }) {
  return (
    <Slider id={id} title={fields.title}>
      {fields.teasers.map((teaser, index) => (
        <NestedHeadingLevel key={index}>
          <TeaserBlock fields={teaser} />
        </NestedHeadingLevel>
      ))}
    </Slider>
  );
}

/** §1 social follow: each network named in words, opening in a new tab as the footer's do. */
export function SocialFollowBlock({ fields }: { fields: BlockFields<'socialFollow'> }) {
  const level = useHeadingLevel();
  return (
    <div className="block-social">
      {fields.title ? <Heading level={level}>{fields.title}</Heading> : null}
      <ul className="block-social__links">
        {fields.links.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className={`block-social__link block-social__link--${link.network}`}
              openInNewTab
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
