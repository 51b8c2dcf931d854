// Shared by the membership forms: a labelled input whose hint and error are tied to it, and read with it when it has
// the focus (after a submit, the first invalid field takes it: ./use-form.ts).
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import type { MessageKey } from '../i18n/keys';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: MessageKey | null;
  hint?: string;
  type?: 'text' | 'email' | 'password';
  autocomplete?: string;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
}

export function Field({
  id,
  label,
  value,
  onValue,
  error,
  hint,
  type = 'text',
  autocomplete,
  inputMode,
  maxLength,
}: FieldProps) {
  const [reveal, setReveal] = useState(false);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div class={`field${error ? ' field-invalid' : ''}`}>
      <label for={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} class="field-hint">
          {hint}
        </p>
      )}
      <div class="field-control">
        <input
          id={id}
          type={(type === 'password' && reveal ? 'text' : type) as 'text'}
          autocomplete={autocomplete}
          inputMode={inputMode}
          maxLength={maxLength}
          spellcheck={false}
          // e-mail addresses, numbers and passwords are left-to-right in every language
          dir={type === 'email' || type === 'password' || inputMode === 'numeric' ? 'ltr' : undefined}
          value={value}
          onInput={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={described}
          aria-required="true" // every field of the membership forms is: said before a submit finds it empty
        />
        {type === 'password' && (
          // its name says what a press does (Show, Hide): also pressed, it would be read 'Hide password, pressed'
          <button type="button" class="field-reveal" onClick={() => setReveal(!reveal)}>
            {reveal ? t('password.hide') : t('password.show')}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} class="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function Checkbox({
  id,
  label,
  checked,
  onChecked,
  error,
  errorOf,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (v: boolean) => void;
  error?: MessageKey | null;
  /** The box whose error (shown once, by that box) is this one's too: the terms' boxes share one message. */
  errorOf?: string;
}) {
  const described = error ? `${id}-error` : errorOf && `${errorOf}-error`;
  return (
    <div class="field field-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChecked(e.currentTarget.checked)}
        aria-invalid={described ? 'true' : undefined}
        aria-describedby={described || undefined}
        aria-required="true" // the forms' boxes are the terms to accept
      />
      <label for={id}>{label}</label>
      {error && (
        <p id={`${id}-error`} class="field-error">
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** A busy button is marked, not disabled: a browser takes the focus from a control that becomes disabled, and the
 * member would be sent back to the top of the page while the answer shows beside it. What it starts must ignore a
 * press while busy (./use-form.ts does). */
export const busyButton = (busy: boolean) => ({ 'aria-disabled': busy ? ('true' as const) : undefined });

/** The submit button, with its busy label in the markup too: CSS shows it while the form is busy (aria-busy),
 * which index.html's boot script also sets on a form submitted before the code ran. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" class="button button-block" {...busyButton(busy)}>
      <span class="when-idle">{label}</span>
      <span class="when-busy">{busyLabel}</span>
    </button>
  );
}
