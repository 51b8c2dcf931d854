// Forgot password (spec section 4, Password reset): member number, e-mail, new and verify password.
import { busyButton, Field } from '../../components/field';
import { fieldProblems, FormSummary } from '../../components/form-summary';
import { Page } from '../../components/page';
import { useForm } from '../../components/use-form';
import { t } from '../../i18n';
import { checkEmail, checkMemberNumber, checkNewPassword, checkVerify } from '../../services/validation';
import { resetPassword } from '../../state/membership';
import { rememberEmail } from '../../services/storage/remembered-email-record';

export default function ForgotPasswordScreen() {
  const form = useForm({ memberNumber: '', email: '', password: '', verify: '' }, (v) => ({
    memberNumber: checkMemberNumber,
    email: checkEmail,
    password: checkNewPassword,
    verify: checkVerify(v.password),
  }));
  const submit = form.submit(async (v) => {
    const outcome = await resetPassword(v.memberNumber, v.email, v.password);
    // the new password is made: its account's e-mail is offered at sign-in, as after registering
    if ('go' in outcome && outcome.go === '/reset-success') await rememberEmail(v.email);
    return outcome;
  });
  const problems = fieldProblems(form.errors, {
    memberNumber: t('reset.memberNumber'),
    email: t('reset.email'),
    password: t('reset.newPassword'),
    verify: t('reset.verifyPassword'),
  });

  return (
    <Page title={t('reset.heading')} class="form-page">
      <p>{t('reset.intro')}</p>
      <form class="form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <FormSummary message={form.message} problems={problems} />
        <Field
          id="memberNumber"
          label={t('reset.memberNumber')}
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
          label={t('reset.email')}
          value={form.values.email}
          onValue={form.set('email')}
          error={form.errors.email}
          autocomplete="username" // the account a password manager keeps the new password under
          inputMode="email"
        />
        <Field
          id="password"
          type="password"
          label={t('reset.newPassword')}
          hint={t('password.criteria')}
          value={form.values.password}
          onValue={form.set('password')}
          error={form.errors.password}
          autocomplete="new-password"
        />
        <Field
          id="verify"
          type="password"
          label={t('reset.verifyPassword')}
          value={form.values.verify}
          onValue={form.set('verify')}
          error={form.errors.verify}
          autocomplete="new-password"
        />
        <div class="actions">
          <button type="submit" class="button" {...busyButton(form.busy)}>
            {form.busy ? t('reset.submitting') : t('reset.submit')}
          </button>
          <a class="button button-secondary" href="#/">
            {t('register.cancel')}
          </a>
        </div>
      </form>
    </Page>
  );
}
