import type { BlockFields } from '../../backend/src/schemas/content.js';
import { ProductTile } from '~/components/catalogue/product-tile';
import { useBlockData } from './block-data';
import { headingBelow } from './catalogue-blocks';
import { Heading, useHeadingLevel } from './heading-level';

/** §1 product promotion: one product with the editor's headline and words, beside its tile. */
export function ProductPromotionBlock({
  id,
  fields,
}: {
  id: string;
  fields: BlockFields<'productPromotion'>;
}) {
  const datum = useBlockData(id);
  const level = useHeadingLevel();
  const product = datum && 'products' in datum ? datum.products[0] : undefined;
  if (!product) return null;
  return (
    <section className="block-promotion" aria-labelledby={`${id}-title`}>
      <div className="block-promotion__text">
        <Heading level={level} id={`${id}-title`}>
          {fields.headline}
        </Heading>
        {fields.text ? <p>{fields.text}</p> : null}
      </div>
      <div className="block-promotion__product">
        <ProductTile product={product} headingLevel={headingBelow(level, fields.headline)} />
      </div>
    </section>
  );
}
