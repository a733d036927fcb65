import { useId, useRef, useState } from 'react';

/** The texts of a filter form's inputs, by field. */
export type FilterFormValues<F extends string> = Record<F, string>;

/** A field's first broken rule given the form's values, or undefined when it passes. */
export type FilterFieldCheck<F extends string> = (
  values: FilterFormValues<F>,
  field: F,
) => Promise<string | undefined>;

interface FormState<F extends string> {
  /** The values shown from outside (the URL) that `values` started from. */
  shownKey: string;
  values: FilterFormValues<F>;
  /** The fields checked so far: typed in, or all of them once submitted. */
  checked: F[];
  errors: Partial<Record<F, string>>;
}

/** A broken rule as the form shows it, under its fields; `id` names it to its field. */
export interface FilterFormError {
  id: string;
  text: string;
}

/**
 * A filter's own-value form (the product list's amount and rate range): the inputs' texts, which
 * follow `shown` (the URL's values: the back button, a shared link); a field checked as it is
 * typed in, and the fields checked before with it (a range's other bound); every field on submit,
 * `onValid` called once all pass. `errorId` gives a field's broken rule's id (its description),
 * undefined while it has none.
 */
export function useFilterForm<F extends string>(
  shown: FilterFormValues<F>,
  check: FilterFieldCheck<F>,
  onValid: (values: FilterFormValues<F>) => void | Promise<void>,
) {
  const idPrefix = useId();
  const shownKey = JSON.stringify(shown);
  const [state, setState] = useState<FormState<F>>({ shownKey, values: shown, checked: [], errors: {} });
  // Only the latest check speaks: an earlier one answering late would show an old value's error.
  const latestCheck = useRef(0);
  let form = state;
  if (state.shownKey !== shownKey) {
    // The URL changed under the form: its values, without the errors of what had been typed.
    form = { shownKey, values: shown, checked: [], errors: {} };
    setState(form);
  }

  const checkFields = async (values: FilterFormValues<F>, fields: F[]) => {
    const run = ++latestCheck.current;
    const answers = await Promise.all(fields.map((field) => check(values, field)));
    if (run !== latestCheck.current) return false;
    const errors: Partial<Record<F, string>> = {};
    fields.forEach((field, i) => {
      if (answers[i] !== undefined) errors[field] = answers[i];
    });
    setState((current) => (current.shownKey === form.shownKey ? { ...current, errors } : current));
    return answers.every((answer) => answer === undefined);
  };

  const change = (field: F, text: string) => {
    const values = { ...form.values, [field]: text };
    const checked = form.checked.includes(field) ? form.checked : [...form.checked, field];
    setState((current) => ({ ...current, values, checked }));
    void checkFields(values, checked);
  };

  const fields = Object.keys(form.values) as F[];

  const submit = async () => {
    setState((current) => ({ ...current, checked: fields }));
    if (await checkFields(form.values, fields)) await onValid(form.values);
  };

  const idOf = (field: F) => `${idPrefix}${field}`;
  const errorId = (field: F) => (form.errors[field] === undefined ? undefined : idOf(field));
  const errors: FilterFormError[] = fields.flatMap((field) => {
    const text = form.errors[field];
    return text === undefined ? [] : [{ id: idOf(field), text }];
  });
  return { values: form.values, errorId, errors, change, submit };
}
