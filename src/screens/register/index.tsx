// Register (spec sections 4 and 5): member number, e-mail, create and verify password, terms and privacy.
import { useState } from 'preact/hooks';
import { busyButton, Checkbox, Field } from '../../components/field';
import { fieldProblems, FormSummary } from '../../components/form-summary';
import { Page } from '../../components/page';
import { useForm } from '../../components/use-form';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import { checkEmail, checkMemberNumber, checkNewPassword, checkVerify } from '../../services/validation';
import { register } from '../../state/membership';
import { rememberEmail } from '../../services/storage/remembered-email-record';
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
  const acceptedAll = () => {
    const all = accepted.terms && accepted.privacy;
    setAcceptError(!all);
    return all;
  };
  const submit = form.submit(
    async (v) => {
      const outcome = await register(v.memberNumber, v.email, v.password);
      // the account is made: its e-mail is offered at sign-in (../sign-in)
      if ('go' in outcome && outcome.go === '/register-success') await rememberEmail(v.email);
      return outcome;
    },
    { alsoValid: acceptedAll },
  );

  // one message for the boxes, by the first left unticked; the other is tied to it
  const firstBox = !acceptError ? null : !accepted.terms ? 'acceptTerms' : !accepted.privacy ? 'acceptPrivacy' : null;
  const mustAccept = (id: string): MessageKey | null => (firstBox === id ? 'register.mustAccept' : null);
  const boxShares = (id: string, ticked: boolean) => (firstBox && firstBox !== id && !ticked ? firstBox : undefined);
  const problems = fieldProblems(form.errors, {
    memberNumber: t('register.memberNumber'),
    email: t('register.email'),
    password: t('register.password'),
    verify: t('register.verifyPassword'),
  });
  if (firstBox) problems.push({ field: firstBox, error: 'register.mustAccept' });
  return (
    <Page title={t('register.heading')} class="form-page">
      <p>{t('register.intro')}</p>
      <form class="form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <FormSummary message={form.message} problems={problems} />
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
          error={mustAccept('acceptTerms')}
          errorOf={boxShares('acceptTerms', accepted.terms)}
        />
        <LegalText which="privacy" />
        <Checkbox
          id="acceptPrivacy"
          label={t('register.acceptPrivacy')}
          checked={accepted.privacy}
          onChecked={(privacy) => setAccepted({ ...accepted, privacy })}
          error={mustAccept('acceptPrivacy')}
          errorOf={boxShares('acceptPrivacy', accepted.privacy)}
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
