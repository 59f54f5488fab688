import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { SearchSuggestions } from '../../../backend/src/schemas/catalogue.js';
import { useShopLinks } from '~/utils/shop-links';

/** "Did you mean" (issue 20): each suggested term is a link to its search, JavaScript or not. */
export function DidYouMean({ suggestions }: { suggestions: SearchSuggestions }) {
  const { t } = useTranslation();
  const links = useShopLinks();
  if (!suggestions.length) return null;
  return (
    <p className="did-you-mean" data-did-you-mean="">
      {t('searchAndWeight.didYouMean')}{' '}
      {suggestions.map(({ term }, index) => (
        <Fragment key={term}>
          {index > 0 ? ', ' : null}
          <Link to={links.search(term)} className="did-you-mean__term">
            {term}
          </Link>
        </Fragment>
      ))}
      ?
    </p>
  );
}
