// Forgot password (spec section 4, Password reset): member number, e-mail, new and verify password.
import { useState } from 'preact/hooks';
import { Field, FormMessage } from '../../components/field';
import { Page } from '../../components/page';
import { useForm } from '../../components/use-form';
import { navigate } from '../../app/hash-location';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/keys';
import { checkEmail, checkMemberNumber, checkNewPassword, checkVerify } from '../../services/validation';
import { resetPassword } from '../../state/membership';

export default function ForgotPasswordScreen() {
  const form = useForm(
    { memberNumber: '', email: '', password: '', verify: '' },
    (v) => ({ memberNumber: checkMemberNumber, email: checkEmail, password: checkNewPassword, verify: checkVerify(v.password) }),
  );
  const [message, setMessage] = useState<{ key: MessageKey; params?: Record<string, string | number> } | null>(null);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    setMessage(null);
    const outcome = await resetPassword(form.values.memberNumber, form.values.email, form.values.password);
    form.setBusy(false);
    if ('go' in outcome) navigate(outcome.go);
    else setMessage({ key: outcome.message, params: outcome.params });
  };

  return (
    <Page title={t('reset.heading')} class="form-page">
      <p>{t('reset.intro')}</p>
      <form class="form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <FormMessage message={message?.key ?? null} params={message?.params} />
        <Field id="memberNumber" label={t('reset.memberNumber')} value={form.values.memberNumber}
          onValue={form.set('memberNumber')} error={form.errors.memberNumber} inputMode="numeric" autocomplete="off" maxLength={11} />
        <Field id="email" type="email" label={t('reset.email')} value={form.values.email} onValue={form.set('email')}
          error={form.errors.email} autocomplete="email" inputMode="email" />
        <Field id="password" type="password" label={t('reset.newPassword')} hint={t('password.criteria')}
          value={form.values.password} onValue={form.set('password')} error={form.errors.password} autocomplete="new-password" />
        <Field id="verify" type="password" label={t('reset.verifyPassword')} value={form.values.verify}
          onValue={form.set('verify')} error={form.errors.verify} autocomplete="new-password" />
        <div class="actions">
          <button type="submit" class="button" disabled={form.busy}>
            {form.busy ? t('reset.submitting') : t('reset.submit')}
          </button>
          <a class="button button-secondary" href="#/">{t('register.cancel')}</a>
        </div>
      </form>
    </Page>
  );
}
