import { Form } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { SEARCH_TERM_MIN } from '../../../backend/src/schemas/search-term-limits.js';
import { SEARCH_TERM_MAX, searchTermMessage, type SearchTermError } from './search-term';

/** §5: a refused term comes back with its message tied to the field. */
export function SearchPageForm({
  action,
  term,
  error,
}: {
  action: string;
  term: string;
  error?: SearchTermError | null;
}) {
  const { t } = useTranslation();
  const inputId = 'search-page-term';
  const errorId = `${inputId}-error`;
  const [messageKey, values] = error ? searchTermMessage(error) : [];
  return (
    <Form
      method="get"
      action={action}
      role="search"
      // Not the header's search box: two search landmarks need two names.
      aria-label={t('search.pageFormLabel')}
      className="search-form"
    >
      <label htmlFor={inputId} className="search-form__label">
        {t('search.label')}
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          type="search"
          name="term"
          defaultValue={term}
          // A new term (another search page) replaces what the field shows.
          key={term}
          minLength={SEARCH_TERM_MIN}
          maxLength={SEARCH_TERM_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="search-form__input"
        />
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </div>
      {messageKey ? (
        <p id={errorId} className="search-form__error">
          {t(messageKey, values)}
        </p>
      ) : null}
    </Form>
  );
}
