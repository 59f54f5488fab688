import type { ReactNode } from 'react';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { ProductGrid } from '~/components/catalogue/product-tile';
import { RecipeGrid } from '~/components/recipes/recipe-card';
import { SmartLink } from '~/components/smart-link';
import { useBlockData } from './block-data';

type GroupProps<T extends 'productGroup' | 'recipeGroup'> = { id: string; fields: BlockFields<T> };

/** A titled group of tiles or cards with a link to see them all. */
function BlockGroup({
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
  return (
    <section className="block-group" aria-labelledby={title ? `${id}-title` : undefined}>
      {title ? (
        <h2 id={`${id}-title`} className="block-group__title">
          {title}
        </h2>
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
  const products = datum && 'products' in datum ? datum.products : [];
  if (!products.length) return null;
  return (
    <BlockGroup id={id} title={fields.title} link={fields.link}>
      <ProductGrid products={products} headingLevel={fields.title ? 3 : 2} label={fields.title} />
    </BlockGroup>
  );
}

/** Recipe cards on a content page (§1 recipe group); nothing when none could be had. */
export function RecipeGroupBlock({ id, fields }: GroupProps<'recipeGroup'>) {
  const datum = useBlockData(id);
  const recipes = datum && 'recipes' in datum ? datum.recipes : [];
  if (!recipes.length) return null;
  return (
    <BlockGroup id={id} title={fields.title} link={fields.link}>
      <RecipeGrid recipes={recipes} headingLevel={fields.title ? 3 : 2} />
    </BlockGroup>
  );
}
