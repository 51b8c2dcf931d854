// Sign in (spec section 4): Welcome Back, membership e-mail, password, forgot password, apply and register links.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Field, SubmitButton } from '../../components/field';
import { fieldProblems, FormSummary } from '../../components/form-summary';
import { Page } from '../../components/page';
import { useForm } from '../../components/use-form';
import { t, tableComplete } from '../../i18n';
import { checkEmail, checkRequired } from '../../services/validation';
import { SIGN_IN_FORM } from '../../names';
import { dropAhead, sendAhead } from '../../start/takeover';
import { afterAppStart } from './after-app-start';
import { useRememberedEmail } from './remembered-email';
import { CardExpiredNotice } from './card-expired-notice';

/**
 * The banner comes after the page has loaded, below the form, so its arrival moves no field; after the app's start,
 * whose modules and stylesheet (the banner's rules) its chunk shares, so that Vite's loader finds them linked and adds
 * no link (vite.config.ts); in a task of its own, not the one that runs the screen's effects; and drawn alone, not
 * with the whole form again (docs/first-paint.md).
 */
function LaterBanner() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      afterAppStart(() =>
        setTimeout(
          () =>
            void import('./login-banner').then(
              (m) => setBanner(() => m.default),
              () => {},
            ),
        ),
      ),
    [],
  );
  return Banner && <Banner />;
}

export default function SignInScreen() {
  const form = useForm(
    { email: '', password: '' },
    () => ({ email: checkEmail, password: checkRequired }),
    SIGN_IN_FORM,
  );
  // the membership code and English's whole table load on the form's first focus; the submit reports a failure
  const actions = () => Promise.all([import('../../state/membership'), tableComplete()]).then(([m]) => m);
  const remembered = useRememberedEmail(form);
  const submit = form.submit(async (v) => {
    await sendAhead(SIGN_IN_FORM); // on slow 2G the app chunk may be seconds away: the call's round trip overlaps it
    const { signIn } = await actions().catch((error: unknown) => {
      dropAhead();
      throw error;
    });
    const outcome = await signIn(v.email, v.password);
    if ('go' in outcome) remembered.keep(v.email); // signed in: the e-mail is offered next time
    return outcome;
  });
  const problems = fieldProblems(form.errors, { email: t('signIn.email'), password: t('signIn.password') });
  return (
    <Page title={t('signIn.heading')} class="form-page">
      <CardExpiredNotice />
      <form
        id={SIGN_IN_FORM}
        class="form"
        onSubmit={submit}
        onFocusIn={() => void actions().catch(() => {})}
        noValidate
        aria-busy={form.busy}
      >
        <FormSummary message={form.message} problems={problems} />
        <Field
          id="email"
          type="email"
          label={t('signIn.email')}
          value={form.values.email}
          onValue={form.set('email')}
          error={form.errors.email}
          autocomplete="username"
          inputMode="email"
        />
        {remembered.offered && (
          <p class="form-aside">
            <button type="button" class="link-button" onClick={remembered.forget}>
              {t('signIn.forgetEmail')}
            </button>
          </p>
        )}
        <Field
          id="password"
          type="password"
          label={t('signIn.password')}
          value={form.values.password}
          onValue={form.set('password')}
          error={form.errors.password}
          autocomplete="current-password"
        />
        <p class="form-aside">
          <a href="#/forgot-password">{t('signIn.forgot')}</a>
        </p>
        <SubmitButton busy={form.busy} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
      </form>
      <ul class="link-list">
        <li>
          <a href="#/register">{t('signIn.register')}</a>
        </li>
        <li>
          <a href={t('help.site1')} target="_blank" rel="noopener">
            {t('signIn.apply')}
          </a>
        </li>
      </ul>
      <LaterBanner />
    </Page>
  );
}
