import { useTranslation } from '~/utils/use-translation';
import type { CategoryTree } from '../../../backend/src/schemas/catalogue.js';
import { SmartLink } from '~/components/smart-link';
import { useShopLinks } from '~/utils/shop-links';

type CategoryLink = { slug: string; name: string; productCount: number };

function Counted({ name, count }: { name: string; count: number }) {
  const { t } = useTranslation();
  return (
    <>
      {name} <span className="category-links__count">({t('category.productCount', { count })})</span>
    </>
  );
}

/** Sub-categories (or, on a leaf, its siblings) of a listing as a list of links with counts. */
export function CategoryLinks({
  heading,
  categories,
  current,
}: {
  heading: string;
  categories: readonly CategoryLink[];
  current?: string;
}) {
  const links = useShopLinks();
  if (categories.length === 0) return null;
  return (
    <nav className="category-links" aria-label={heading}>
      <h2 className="category-links__heading">{heading}</h2>
      <ul>
        {categories.map((category) => (
          <li key={category.slug}>
            {category.slug === current ? (
              <span aria-current="page" className="category-links__current">
                <Counted name={category.name} count={category.productCount} />
              </span>
            ) : (
              <SmartLink href={links.category(category.slug)}>
                <Counted name={category.name} count={category.productCount} />
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CategoryTreeList({
  tree,
  depth = 2,
  headingLevel = 2,
}: {
  tree: CategoryTree;
  depth?: 2 | 3;
  headingLevel?: 2 | 3;
}) {
  const links = useShopLinks();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="category-tree">
      {tree.categories.map((top) => (
        <li key={top.slug} className="category-tree__top" style={{ borderColor: top.color }}>
          <Heading className="category-tree__name">
            <SmartLink href={links.category(top.slug)}>{top.name}</SmartLink>
          </Heading>
          {top.children.length ? (
            <ul className="category-tree__children">
              {top.children.map((middle) => (
                <li key={middle.slug}>
                  <SmartLink href={links.category(middle.slug)}>{middle.name}</SmartLink>
                  {depth === 3 && middle.children.length ? (
                    <ul className="category-tree__leaves">
                      {middle.children.map((leaf) => (
                        <li key={leaf.slug}>
                          <SmartLink href={links.category(leaf.slug)}>{leaf.name}</SmartLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
