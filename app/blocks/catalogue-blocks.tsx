import type { ReactNode } from 'react';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { SmartLink } from '~/components/smart-link';
import { useBlockData } from './block-data';
import { Heading, useHeadingLevel } from './heading-level';

export type GroupProps<T extends 'productGroup' | 'recipeGroup'> = {
  id: string;
  fields: BlockFields<T>;
};

/** Tiles under a group title are one level deeper; without a title they take its place. */
export function headingBelow(level: number, title: string | undefined) {
  return Math.max(2, Math.min(title ? level + 1 : level, 4)) as 2 | 3 | 4;
}

export function BlockGroup({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title?: string;
  link?: { label: string; href: string };
  children: ReactNode;
}) {
  const level = useHeadingLevel();
  return (
    <section className="block-group" aria-labelledby={title ? `${id}-title` : undefined}>
      {title ? (
        <Heading level={level} id={`${id}-title`} className="block-group__title">
          {title}
        </Heading>
      ) : null}
      {children}
      {link ? (
        <p className="block-group__more">
          <SmartLink href={link.href}>{link.label}</SmartLink>
        </p>
      ) : null}
    </section>
  );
}

/** A shelf of products on a content page (§1 product group); nothing when none could be had. */
export function ProductGroupBlock({ id, fields }: GroupProps<'productGroup'>) {
  const datum = useBlockData(id);
  const level = useHeadingLevel();
  const products = datum && 'products' in datum ? datum.products : [];
  if (!products.length) return null;
  return (
    <BlockGroup id={id} title={fields.title} link={fields.link}>
      <ProductGrid
        products={products}
        headingLevel={headingBelow(level, fields.title)}
        label={fields.title}
      />
    </BlockGroup>
  );
}
