// Register (spec sections 4 and 5): member number, e-mail, create and verify password, terms and privacy.
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { busyButton, Checkbox, Field, FormMessage } from '../../components/field';
import { Page } from '../../components/page';
import { useForm } from '../../components/use-form';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import { checkEmail, checkMemberNumber, checkNewPassword, checkVerify } from '../../services/validation';
import { register } from '../../state/membership';
import { LegalText } from './legal-text';

export default function RegisterScreen() {
  const form = useForm({ memberNumber: '', email: '', password: '', verify: '' }, (v) => ({
    memberNumber: checkMemberNumber,
    email: checkEmail,
    password: checkNewPassword,
    verify: checkVerify(v.password),
  }));
  const [accepted, setAccepted] = useState({ terms: false, privacy: false });
  const [acceptError, setAcceptError] = useState(false);
  // with every field right, the first box left to tick takes the focus once it is marked, as a field does
  // (../../components/use-form.ts): a screen reader then reads it with its error
  const focusBox = useRef<string | null>(null);
  const acceptedAll = () => {
    const all = accepted.terms && accepted.privacy;
    setAcceptError(!all);
    if (!all) focusBox.current = accepted.terms ? 'acceptPrivacy' : 'acceptTerms';
    return all;
  };
  useLayoutEffect(() => {
    const box = focusBox.current;
    focusBox.current = null;
    if (box && !Object.values(form.errors).some(Boolean)) document.getElementById(box)?.focus();
  });
  const submit = form.submit((v) => register(v.memberNumber, v.email, v.password), { alsoValid: acceptedAll });

  const mustAccept = (v: boolean): MessageKey | null => (acceptError && !v ? 'register.mustAccept' : null);
  return (
    <Page title={t('register.heading')} class="form-page">
      <p>{t('register.intro')}</p>
      <form class="form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <FormMessage message={form.message?.key ?? null} params={form.message?.params} />
        <Field
          id="memberNumber"
          label={t('register.memberNumber')}
          hint={t('register.memberNumberHint')}
          value={form.values.memberNumber}
          onValue={form.set('memberNumber')}
          error={form.errors.memberNumber}
          inputMode="numeric"
          autocomplete="off"
          maxLength={11}
        />
        <Field
          id="email"
          type="email"
          label={t('register.email')}
          value={form.values.email}
          onValue={form.set('email')}
          error={form.errors.email}
          autocomplete="username" // the account a password manager keeps the new password under
          inputMode="email"
        />
        <Field
          id="password"
          type="password"
          label={t('register.password')}
          hint={t('password.criteria')}
          value={form.values.password}
          onValue={form.set('password')}
          error={form.errors.password}
          autocomplete="new-password"
        />
        <Field
          id="verify"
          type="password"
          label={t('register.verifyPassword')}
          value={form.values.verify}
          onValue={form.set('verify')}
          error={form.errors.verify}
          autocomplete="new-password"
        />
        <LegalText which="terms" />
        <Checkbox
          id="acceptTerms"
          label={t('register.acceptTerms')}
          checked={accepted.terms}
          onChecked={(terms) => setAccepted({ ...accepted, terms })}
          error={mustAccept(accepted.terms)}
        />
        <LegalText which="privacy" />
        <Checkbox
          id="acceptPrivacy"
          label={t('register.acceptPrivacy')}
          checked={accepted.privacy}
          onChecked={(privacy) => setAccepted({ ...accepted, privacy })}
          error={mustAccept(accepted.privacy)}
        />
        <div class="actions">
          <button type="submit" class="button" {...busyButton(form.busy)}>
            {form.busy ? t('register.submitting') : t('register.submit')}
          </button>
          <a class="button button-secondary" href="#/">
            {t('register.cancel')}
          </a>
        </div>
      </form>
    </Page>
  );
}
