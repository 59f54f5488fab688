import { Form } from '@remix-run/react';
import type { ComponentPropsWithRef, FormEvent } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { SEARCH_TERM_MAX, SEARCH_TERM_MIN } from '../../../backend/src/schemas/search-term-limits.js';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'name'>;

export function SearchBoxForm({
  action,
  inputId,
  input,
  status = '',
  onSubmit,
}: {
  action: string;
  inputId: string;
  input: InputProps;
  status?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form
        method="get"
        action={action}
        role="search"
        aria-label={t('search.formLabel')}
        className="search-box__form"
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          name="term"
          placeholder={t('search.placeholder')}
          minLength={SEARCH_TERM_MIN}
          maxLength={SEARCH_TERM_MAX}
          required
          autoComplete="off"
          enterKeyHint="search"
          className="search-box__input"
          {...input}
        />
        <button type="submit" className="button button--primary search-box__submit">
          {t('search.submit')}
        </button>
      </Form>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
