// Shared by the membership forms: values, per-field errors shown after a submit, and the submit flow.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { addressMark, memberMovedSince, navigate } from '../state/url';
import type { MessageKey } from '../i18n/keys';
import type { Check } from '../services/validation';
import { editingForms } from '../state/editing';
import { useRefusalFocus } from './form-summary';
import { dropGreeting, greetingLeadsTo, heldSubmission, typedBefore } from '../start/takeover';

/** What an action tells the form: go somewhere, show a message, or that it is done. */
export type FormOutcome =
  { go: string } | { message: MessageKey; params?: Record<string, string | number> } | { done: true };

/** `formId`: the id of the form element, for a form that may be on screen before its code (the prerendered sign-in). */
export function useForm<K extends string>(
  initial: Record<K, string>,
  checks: (values: Record<K, string>) => Partial<Record<K, Check>>,
  formId?: string,
) {
  // a value typed into the prerendered form before the app took over is kept
  const [values, setValues] = useState(() => {
    const start = { ...initial };
    for (const key of Object.keys(start) as K[]) start[key] = typedBefore(key) ?? start[key];
    return start;
  });
  const [errors, setErrors] = useState<Partial<Record<K, MessageKey | null>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const [message, setMessage] = useState<{ key: MessageKey; params?: Record<string, string | number> } | null>(null);
  /** Counts refused submits (a field that fails, a box left unticked, a provider's refusal): each focuses the summary. */
  const [refusals, setRefusals] = useState(0);
  /** What a field held when the form offered it (a remembered e-mail): not typed, so not a reason to hold a reload. */
  const offered = useRef<Partial<Record<K, string>>>({});

  // typed, unsent values hold back the return-to-tab reload (state/lifecycle.ts), from the commit that shows them
  const dirty = (Object.entries(values) as [K, string][]).some(([k, v]) => v !== '' && v !== offered.current[k]);
  useLayoutEffect(() => {
    if (!dirty) return;
    editingForms.value++;
    return () => void editingForms.value--;
  }, [dirty]);

  // submitted before the code ran (held by index.html's head script): submitted now, with what the fields hold,
  // before the next frame (which would show the button idle for a moment)
  const resumed = useRef(false);
  useLayoutEffect(() => {
    const form = formId ? document.getElementById(formId) : null;
    if (!(form instanceof HTMLFormElement) || !heldSubmission(form.id)) return;
    form.removeAttribute('aria-busy'); // the head script's; from here the form's own state says it
    resumed.current = true;
    form.requestSubmit();
  }, []);

  const validate = (next: Record<K, string>) => {
    const found: Partial<Record<K, MessageKey | null>> = {};
    for (const [key, check] of Object.entries(checks(next)) as [K, Check][]) found[key] = check(next[key]);
    return found;
  };

  // what the fields hold as of the last change, ahead of the render: a password manager's script can fill one field
  // after the other with no render between, and each input must build on the one before it, not on the last
  // render's values (the render after it would otherwise empty the first field)
  const latest = useRef(values);
  latest.current = values;
  const put = (next: Record<K, string>) => {
    latest.current = next;
    setValues(next);
  };

  /** Typed text is never lost: an error only marks the field; after a first submit errors update live. */
  const set = (key: K) => (value: string) => {
    const next = { ...latest.current, [key]: value };
    put(next);
    if (submitted) setErrors(validate(next));
  };

  /** What the fields hold at submit: a browser's autofill may have filled them without an input event. */
  const current = (): Record<K, string> => {
    const now = { ...latest.current };
    for (const key of Object.keys(now) as K[]) {
      const field = document.getElementById(key) as HTMLInputElement | null;
      if (field?.value && field.value !== now[key]) now[key] = field.value;
    }
    return now;
  };

  const firstInvalid = useRef<string | null | undefined>(undefined); // undefined until the first submit
  useRefusalFocus(refusals, firstInvalid);
  const refuse = () => setRefusals((n) => n + 1);

  /** Returns true when every field passes; marks the submit refused otherwise. */
  const check = (now: Record<K, string>): boolean => {
    setSubmitted(true);
    const found = validate(now);
    setErrors(found);
    const first = (Object.keys(found) as K[]).find((k) => found[k]);
    firstInvalid.current = first ?? null;
    return !first;
  };

  /** Offers a remembered value (the last e-mail) in an empty, unsubmitted field not focused (a key would add to it). */
  const offer = (key: K, value: string): boolean => {
    const now = latest.current[key];
    const field = document.getElementById(key) as HTMLInputElement | null;
    const busy = firstInvalid.current !== undefined || now !== '' || field?.value || document.activeElement === field;
    if (now !== value && busy) return false;
    offered.current[key] = value;
    put({ ...latest.current, [key]: value });
    return true;
  };

  /** The submit handler: checks the fields (and `alsoValid`), runs the action once, follows its outcome. */
  const submit =
    (
      action: (values: Record<K, string>) => Promise<FormOutcome>,
      options: { alsoValid?: () => boolean; onDone?: () => void } = {},
    ) =>
    async (e: Event) => {
      e.preventDefault();
      const mark = addressMark();
      const held = resumed.current; // the submission held before the code ran, which the greeting stood for
      resumed.current = false;
      const now = current();
      put(now);
      const fieldsOk = check(now);
      const othersOk = options.alsoValid?.() ?? true;
      if (!fieldsOk || !othersOk) {
        dropGreeting(true); // a held sign-in whose fields no longer pass: its form shows again (src/start/greeting.ts)
        setMessage(null); // the provider's last answer was to other values
        return refuse();
      }
      if (running.current) return; // busy as of now, not as of the last render: a second submission in one task
      running.current = true;
      setBusy(true);
      setMessage(null);
      // an action's code that did not arrive (the network dropped) is a service fault like any other
      const outcome = await action(now).catch((): FormOutcome => ({ message: 'errors.serviceFailed' }));
      running.current = false;
      setBusy(false); // a step the member took meanwhile (a tile on the dashboard the guard showed) stands
      if ('go' in outcome) return memberMovedSince(mark) || navigate(held ? greetingLeadsTo(outcome.go) : outcome.go);
      dropGreeting(true); // the sign-in it stood for ended here after all
      if ('message' in outcome) {
        setMessage({ key: outcome.message, params: outcome.params });
        refuse();
      } else options.onDone?.();
    };

  return { values, errors, set, offer, busy, message, refusals, submit, reset: () => put(initial) };
}
