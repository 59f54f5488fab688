import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';

/** A field's constraint attributes, as conform's `getZodConstraint` gives them (decision 0091). */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
};

/** A form's constraints by field name, written as a plain object (decision 0091). */
export type FormConstraint<Name extends string> = Readonly<Record<Name, FieldConstraint>>;

/** What the forms read of a field; conform's `getInputProps` and `getSelectProps` take it too. */
export type ConstrainedField = FieldConstraint & {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  initialValue: string | string[] | undefined;
};

export type ConstrainedFormMetadata = {
  id: string;
  name: '';
  errorId: string;
  descriptionId: string;
  errors: string[] | undefined;
  noValidate: true;
  onSubmit: undefined;
  status: SubmissionResult<string[]>['status'];
};

type InitialValue = Record<string, unknown>;

/** The submitted or default value of one field, in the strings a form control holds; '' is none, as in conform. */
function initialValueOf(values: InitialValue | null | undefined, name: string) {
  const value = values?.[name];
  if (value === undefined || value === null || value === '') return undefined;
  return Array.isArray(value) ? value.map(String) : String(value);
}

/**
 * Decision 0091 (after 0031): a form checked on the server only, with the constraint attributes
 * from a plain object, so neither zod nor conform's form state reaches the browser. The ids are
 * conform's (`<form>-<field>`, `-error`), the errors and the kept values come from the action's
 * last result, and with JavaScript on the first refused field gets the focus, as conform did.
 */
export function useConstrainedForm<Name extends string>(
  constraint: FormConstraint<Name>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: { id?: string; defaultValue?: Partial<Record<Name, unknown>> | InitialValue } = {},
) {
  const generatedId = useId();
  const formId = options.id ?? generatedId;
  const values = (lastResult?.initialValue ?? options.defaultValue) as InitialValue | undefined;
  const errorsOf = (name: string) => lastResult?.error?.[name] ?? undefined;
  const metadata = (name: string) => {
    const id = name ? `${formId}-${name}` : formId;
    return { id, name, errorId: `${id}-error`, descriptionId: `${id}-description`, errors: errorsOf(name) };
  };
  const form: ConstrainedFormMetadata = {
    ...metadata(''),
    name: '',
    noValidate: true,
    onSubmit: undefined,
    status: lastResult?.status,
  };
  const fields = new Proxy({} as Record<Name, ConstrainedField>, {
    get: (_, name) =>
      typeof name === 'string'
        ? {
            ...(constraint as Record<string, FieldConstraint>)[name],
            ...metadata(name),
            formId,
            initialValue: initialValueOf(values, name),
          }
        : undefined,
  });
  useFocusOnRefusal(formId, lastResult);
  return [form, fields] as const;
}

function useFocusOnRefusal(formId: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  const reported = useRef(lastResult);
  useEffect(() => {
    if (!lastResult || lastResult === reported.current) return;
    reported.current = lastResult;
    const form = document.getElementById(formId);
    if (lastResult.status !== 'error' || !(form instanceof HTMLFormElement)) return;
    const refused = [...form.elements].find(
      (element): element is HTMLInputElement =>
        'name' in element && Boolean(lastResult.error?.[(element as HTMLInputElement).name]),
    );
    refused?.focus();
  }, [formId, lastResult]);
}

/** The form's own attributes: its id, `noValidate` (the server checks, decision 0031), its errors. */
export const getFormProps = (form: ConstrainedFormMetadata) => ({
  id: form.id,
  noValidate: true,
  ...(form.errors === undefined ? {} : { 'aria-describedby': form.errorId }),
});

/** aria-invalid and aria-describedby of a field that does not use `Field`, as conform wrote them. */
function ariaOf(field: ConstrainedField, ariaAttributes: boolean) {
  if (!ariaAttributes || field.errors === undefined) return {};
  return { 'aria-invalid': true, 'aria-describedby': field.errorId };
}

function controlProps(field: ConstrainedField, ariaAttributes = true) {
  return {
    ...(field.required ? { required: true } : {}),
    id: field.id,
    name: field.name,
    form: field.formId,
    ...ariaOf(field, ariaAttributes),
  };
}

const defined = <Props extends object>(props: Props) =>
  Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Props;

/** An input's name, id, constraint attributes and kept value, as conform's `getInputProps` gave them. */
export function getInputProps(
  field: ConstrainedField,
  options: { type: 'text' | 'email' | 'tel' | 'search' | 'number' | 'password'; ariaAttributes?: boolean },
): InputHTMLAttributes<HTMLInputElement> & { id: string; name: string } {
  const { minLength, maxLength, min, max, step, pattern, multiple, initialValue } = field;
  return defined({
    ...controlProps(field, options.ariaAttributes),
    type: options.type,
    minLength,
    maxLength,
    min,
    max,
    step,
    pattern,
    multiple,
    defaultValue: typeof initialValue === 'string' ? initialValue : undefined,
  });
}
