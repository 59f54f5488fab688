import { buildBrands, type BrandRowData } from './brand-rows.js';
import { buildCategoryTree, type CategoryRowData } from './category-tree.js';
import { generatePesticideTests, type PesticideTestRowData } from './pesticides.js';
import { generateProducts, type ProductRowData } from './products.js';
import { generateRecipes, type RecipeRowData } from './recipes.js';
import { searchBanners, type SearchBannerRowData } from './search-banners.js';
import type { Language } from './shelf-types.js';

export type Catalogue = {
  categories: CategoryRowData[];
  brands: BrandRowData[];
  products: ProductRowData[];
  recipes: RecipeRowData[];
  pesticideTests: PesticideTestRowData[];
  searchBanners: SearchBannerRowData[];
};

/** Issue 4: the same rows on every run, the same skus in both languages; no clock, no I/O. */
export function generateCatalogue(language: Language): Catalogue {
  const tree = buildCategoryTree(language);
  const brands = buildBrands(language);
  const products = generateProducts(language, tree.leaves, brands.entries);
  return {
    categories: tree.rows,
    brands: brands.rows,
    products: products.rows,
    recipes: language === 'de' ? generateRecipes(products.linkable) : [],
    pesticideTests: language === 'de' ? generatePesticideTests() : [],
    searchBanners: searchBanners(language),
  };
}
