// Shared by the membership forms: after a refused submit, one summary at the top of the form, in view and focused,
// naming each problem once, with a link to its field and, for a provider's refusal, the next step.
import { useLayoutEffect } from 'preact/hooks';
import { t } from '../i18n';
import type { MessageKey } from '../i18n/keys';

export const SUMMARY_ID = 'form-summary';

/** A field's problem: the field's id, its label (none where the message names it, the terms' boxes) and its error. */
export interface Problem {
  field: string;
  label?: string;
  error: MessageKey;
}

/** The fields' problems in the form's order (the order of `labels`). */
export const fieldProblems = <K extends string>(
  errors: Partial<Record<K, MessageKey | null>>,
  labels: Record<K, string>,
): Problem[] =>
  (Object.keys(labels) as K[]).flatMap((field) => {
    const error = errors[field];
    return error ? [{ field, label: labels[field], error }] : [];
  });

/** Where a member goes from a provider's refusal (spec section 8), as links under it. */
const NEXT_STEPS: Partial<Record<MessageKey, readonly { href: string; label: MessageKey }[]>> = {
  'errors.accountExists': [
    { href: '#/sign-in', label: 'register.signIn' },
    { href: '#/forgot-password', label: 'signIn.forgot' },
  ],
  'errors.loginIncorrect': [{ href: '#/forgot-password', label: 'signIn.forgot' }],
  'errors.emailNotMatched': [{ href: '#/contact-list', label: 'membership.contactCare' }],
  'errors.invalidMemberNumber': [{ href: '#/contact-list', label: 'membership.contactCare' }],
  'errors.registerFailed': [{ href: '#/contact-list', label: 'membership.contactCare' }],
  'errors.resetFailed': [{ href: '#/contact-list', label: 'membership.contactCare' }],
};

/**
 * Each refused submit (`refusals` counts them) focuses the summary once the render has drawn it, which scrolls it
 * into view below the sticky header (its scroll margin); a form with no summary focuses its first invalid field.
 */
export function useRefusalFocus(refusals: number, firstInvalid: { current?: string | null }): void {
  useLayoutEffect(() => {
    if (!refusals) return;
    const summary = document.getElementById(SUMMARY_ID);
    if (summary) {
      summary.focus({ preventScroll: true });
      summary.scrollIntoView({ block: 'start' });
    } else if (firstInvalid.current) document.getElementById(firstInvalid.current)?.focus();
  }, [refusals]);
}

// the hash is the router's: a link to a field focuses it instead of following the hash
const toField = (id: string) => (e: MouseEvent) => {
  e.preventDefault();
  document.getElementById(id)?.focus();
};

export function FormSummary({
  message,
  problems,
}: {
  message: { key: MessageKey; params?: Record<string, string | number> } | null;
  problems: Problem[];
}) {
  if (!message && !problems.length) return null;
  const steps = message ? (NEXT_STEPS[message.key] ?? []) : [];
  // focused, it is read as the member arrives on it; its alert says it to a screen reader that does not follow focus
  return (
    <div id={SUMMARY_ID} class="form-summary" tabIndex={-1}>
      <div role="alert">
        <h2 class="form-summary-title">{t('form.summaryTitle')}</h2>
        <ul class="form-summary-list">
          {message && (
            <li>
              <p class="form-summary-message">{t(message.key, message.params)}</p>
              {steps.length > 0 && (
                <ul class="form-summary-steps">
                  {steps.map((step) => (
                    <li key={step.href}>
                      <a href={step.href}>{t(step.label)}</a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )}
          {problems.map((p) => (
            <li key={p.field}>
              <a href={`#${p.field}`} onClick={toField(p.field)}>
                {p.label ? t('form.problem', { field: p.label, message: t(p.error) }) : t(p.error)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
