import {
  getFormProps as conformFormProps,
  getInputProps as conformInputProps,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { useEffect, useId, useRef } from 'react';

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

/**
 * conform's own prop helpers over this form's metadata: they read only the fields it has (id,
 * name, formId, errors, errorId, the constraints, initialValue), and they do not bring conform's
 * form state into the browser.
 */
export const getFormProps = (form: ConstrainedFormMetadata) =>
  conformFormProps(form as unknown as FormMetadata<Record<string, unknown>, string[]>);

export const getInputProps = <Options extends Parameters<typeof conformInputProps>[1]>(
  field: ConstrainedField,
  options: Options,
) => conformInputProps(field as unknown as FieldMetadata<string, Record<string, unknown>, string[]>, options);
