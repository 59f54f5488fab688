// Where a category hit sits, in the flap-out and on the search page's kept hits: a module of its
// own, so neither brings the other's code (decision 0098).
import { useTranslation } from '~/utils/use-translation';
import type { SearchResults } from '../../../backend/src/schemas/catalogue.js';

export type CategoryHit = SearchResults['categories']['results'][number];

export function CategoryPath({ hit }: { hit: CategoryHit }) {
  const { t } = useTranslation();
  if (!hit.parents.length) return null;
  return (
    <span className="search-hit__path">
      {t('search.categoryIn', { path: hit.parents.map((p) => p.name).join(' › ') })}
    </span>
  );
}
