// Shared by the membership forms: values, per-field errors shown after a submit, and the submit state.
import { useState } from 'preact/hooks';
import type { MessageKey } from '../i18n/keys';
import type { Check } from '../services/validation';

export function useForm<K extends string>(initial: Record<K, string>, checks: (values: Record<K, string>) => Partial<Record<K, Check>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, MessageKey | null>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const validate = (next: Record<K, string>) => {
    const found: Partial<Record<K, MessageKey | null>> = {};
    for (const [key, check] of Object.entries(checks(next)) as [K, Check][]) found[key] = check(next[key]);
    return found;
  };

  /** Typed text is never lost: an error only marks the field; after a first submit errors update live. */
  const set = (key: K) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Returns true when every field passes; focuses the first invalid field otherwise. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    const first = (Object.keys(found) as K[]).find((k) => found[k]);
    if (first) document.getElementById(String(first))?.focus();
    return !first;
  };

  return { values, errors, set, check, busy, setBusy };
}
