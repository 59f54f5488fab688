import type { SubmissionResult } from '@conform-to/react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '~/utils/use-translation';

export type ListOfErrors = readonly (string | null | undefined)[] | null | undefined;

/** The errors of one field or form; `id` is what the field's aria-describedby points at. */
export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <ul id={id} className="form-errors">
      {shown.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Errors of the whole form (e.g. wrong password), announced when they arrive. */
export function FormErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  return (
    <div role="alert" className="form-errors-region">
      <ErrorList id={id} errors={errors} />
    </div>
  );
}

type FieldDescription = { id: string; hint?: ReactNode; errors?: ListOfErrors };

/** aria-invalid and aria-describedby (hint, then errors) of a field, so a screen reader hears both. */
function describe({ id, hint, errors }: FieldDescription) {
  const invalid = Boolean(errors?.some(Boolean));
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined };
}

function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="form-field__hint">
      {hint}
    </p>
  ) : null;
}

type FieldProps = FieldDescription & {
  label: ReactNode;
  optional?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string };
};

/** A labelled input with its hint and its errors next to it (§5), wired for assistive technology. */
export function Field({ id, label, optional, hint, errors, inputProps }: FieldProps) {
  const { t } = useTranslation();
  const { key, ...props } = inputProps;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> {t('account.field.optional')}</span> : null}
      </label>
      <input key={key} {...props} id={id} {...describe({ id, hint, errors })} />
      <Hint id={id} hint={hint} />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

type TextAreaFieldProps = FieldDescription & {
  label: ReactNode;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string };
};

/** A labelled text area (free text), wired like `Field`. */
export function TextAreaField({ id, label, hint, errors, textareaProps }: TextAreaFieldProps) {
  const { key, ...props } = textareaProps;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea key={key} {...props} id={id} {...describe({ id, hint, errors })} />
      <Hint id={id} hint={hint} />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

type SelectFieldProps = FieldDescription & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { key?: string };
};

export function SelectField({ id, label, hint, errors, options, selectProps }: SelectFieldProps) {
  const { key, ...props } = selectProps;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select key={key} {...props} id={id} {...describe({ id, hint, errors })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

type CheckboxFieldProps = FieldDescription & {
  label: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string };
};

export function CheckboxField({ id, label, hint, errors, inputProps }: CheckboxFieldProps) {
  const { key, ...props } = inputProps;
  return (
    <div className="form-field form-field--checkbox">
      <input key={key} {...props} type="checkbox" id={id} {...describe({ id, hint, errors })} />
      <label htmlFor={id}>{label}</label>
      <Hint id={id} hint={hint} />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** Every error of a refused form, for a page that shows them in one place. */
export function errorsOf(result: SubmissionResult<string[]> | undefined): string[] {
  return Object.values(result?.error ?? {}).flatMap((errors) => errors ?? []);
}
