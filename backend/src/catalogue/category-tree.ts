import type { CategoryDetail, CategoryTree } from '../schemas/catalogue.js';
import type { CategoryIndex, CategoryInfo } from './category-names.js';

export function buildCategoryTree(index: CategoryIndex): CategoryTree {
  const leaf = (category: CategoryInfo) => ({
    slug: category.slug,
    name: category.name,
    productCount: index.productCountOf(category.slug),
  });
  return {
    categories: index.childrenOf(null).map((top) => ({
      ...leaf(top),
      color: top.color,
      children: index.childrenOf(top.slug).map((middle) => ({
        ...leaf(middle),
        children: index.childrenOf(middle.slug).map(leaf),
      })),
    })),
  };
}

export function buildCategoryDetail(index: CategoryIndex, slug: string): CategoryDetail | undefined {
  const category = index.bySlug.get(slug);
  if (!category) return undefined;
  return {
    slug: category.slug,
    name: category.name,
    level: category.level,
    description: category.description,
    color: index.colorOf(slug),
    parents: index.parentsOf(slug).map(({ slug: parentSlug, name }) => ({ slug: parentSlug, name })),
    children: index.childrenOf(slug).map((child) => ({
      slug: child.slug,
      name: child.name,
      productCount: index.productCountOf(child.slug),
    })),
    productCount: index.productCountOf(slug),
  };
}
