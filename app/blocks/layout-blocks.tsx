import type { CSSProperties } from 'react';
import { useId } from 'react';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import type { BlockChildrenProps } from './content-blocks';
import { Heading, NestedHeadingLevel, useHeadingLevel } from './heading-level';

export function RowBlock({ fields, children }: { fields: BlockFields<'row'> } & BlockChildrenProps) {
  return <div className={`grid grid--gap-${fields.gap}`}>{children}</div>;
}

// §9 breakpoints: a column spans `base` of 12 columns on phones, `md` from 960 px, `lg` from 1280 px.
export function ColumnBlock({ fields, children }: { fields: BlockFields<'column'> } & BlockChildrenProps) {
  const { base, md, lg } = fields.span;
  const classes = [`col-${base}`, md ? `col-md-${md}` : '', lg ? `col-lg-${lg}` : '']
    .filter(Boolean)
    .join(' ');
  return <div className={classes}>{children}</div>;
}

export function SectionBlock({ fields, children }: { fields: BlockFields<'section'> } & BlockChildrenProps) {
  const titleId = useId();
  const level = useHeadingLevel();
  const style = fields.background
    ? ({ '--section-background': fields.background } as CSSProperties)
    : undefined;
  const className = [
    'block-section',
    fields.fullWidth ? 'block-section--full' : '',
    style ? 'block-section--tinted' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} style={style} aria-labelledby={fields.title ? titleId : undefined}>
      {fields.title ? (
        <Heading level={level} id={titleId} className="block-section__title">
          {fields.title}
        </Heading>
      ) : null}
      {fields.title ? <NestedHeadingLevel>{children}</NestedHeadingLevel> : children}
    </section>
  );
}
