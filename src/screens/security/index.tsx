// Security (/security): a signed-in member changes the password; the stored credential follows.
import { useState } from 'preact/hooks';
import { busyButton, Field } from '../../components/field';
import { fieldProblems, FormSummary } from '../../components/form-summary';
import { Page } from '../../components/page';
import { useForm } from '../../components/use-form';
import { t } from '../../i18n';
import { checkNewPassword, checkRequired, checkVerify } from '../../services/validation';
import { member } from '../../state/app-state';
import { changePassword } from '../../state/membership';

export default function SecurityScreen() {
  const form = useForm({ current: '', password: '', verify: '' }, (v) => ({
    current: checkRequired,
    password: checkNewPassword,
    verify: checkVerify(v.password),
  }));
  const [done, setDone] = useState(false);
  const submit = form.submit((v) => (setDone(false), changePassword(v.current, v.password)), {
    onDone: () => (setDone(true), form.reset()),
  });

  const problems = fieldProblems(form.errors, {
    current: t('security.currentPassword'),
    password: t('security.newPassword'),
    verify: t('security.verifyPassword'),
  });
  return (
    <Page title={t('security.heading')} class="form-page">
      <h2>{t('security.changePassword')}</h2>
      <form class="form" onSubmit={submit} noValidate aria-busy={form.busy}>
        <FormSummary message={form.message} problems={problems} />
        <p class="form-success" role="status">
          {done ? t('security.updated') : ''}
        </p>
        {/* the account whose password this is, for a password manager to update the right entry */}
        <input type="email" autocomplete="username" value={member.username.value} readOnly hidden />
        <Field
          id="current"
          type="password"
          label={t('security.currentPassword')}
          value={form.values.current}
          onValue={form.set('current')}
          error={form.errors.current}
          autocomplete="current-password"
        />
        <Field
          id="password"
          type="password"
          label={t('security.newPassword')}
          hint={t('password.criteria')}
          value={form.values.password}
          onValue={form.set('password')}
          error={form.errors.password}
          autocomplete="new-password"
        />
        <Field
          id="verify"
          type="password"
          label={t('security.verifyPassword')}
          value={form.values.verify}
          onValue={form.set('verify')}
          error={form.errors.verify}
          autocomplete="new-password"
        />
        <button type="submit" class="button button-block" {...busyButton(form.busy)}>
          {form.busy ? t('security.submitting') : t('security.submit')}
        </button>
      </form>
      <p class="link-list">
        <a href="#/settings">{t('settings.languageAndLocation')}</a>
      </p>
    </Page>
  );
}
