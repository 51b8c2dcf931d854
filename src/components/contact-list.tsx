// Customer care and the contacts by country, shared by /help (members) and /contact-list (visitors).
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n';
import { LoadError, Status } from './load-error';
import { getContacts } from '../services/content/content-api';
import type { Contact } from '../services/content/entities';
import { orderContacts } from '../services/content/rules';
import { member } from '../state/app-state';

export function CustomerCare() {
  return (
    <section class="care" aria-labelledby="care-heading">
      <h2 id="care-heading">{t('help.careHeading')}</h2>
      <p>{t('help.careIntro')}</p>
      <dl class="care-list">
        <div>
          <dt>{t('help.emailLabel')}</dt>
          <dd>
            <a dir="ltr" href={`mailto:${t('help.email')}`}>
              {t('help.email')}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('help.phoneLabel')}</dt>
          <dd>
            <a dir="ltr" href={`tel:${t('help.phone').replace(/[^\d+]/g, '')}`}>
              {t('help.phone')}
            </a>{' '}
            <span class="muted">{t('help.phoneHours')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('help.site1Label')}</dt>
          <dd>
            <a dir="ltr" href={t('help.site1')} target="_blank" rel="noopener">
              {t('help.site1')}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('help.site2Label')}</dt>
          <dd>
            <a dir="ltr" href={t('help.site2')} target="_blank" rel="noopener">
              {t('help.site2')}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function ContactList() {
  const [contacts, setContacts] = useState<Contact[] | null>(null);
  const [error, setError] = useState(false);
  const load = () => {
    setError(false);
    getContacts().then(setContacts, () => setError(true));
  };
  useEffect(load, []);
  const ordered = contacts ? orderContacts(contacts, member.locale.value) : [];

  return (
    <section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">{t('help.contactsHeading')}</h2>
      {error && <LoadError message="help.contactsError" onRetry={load} />}
      <Status loading={!contacts && !error} />
      <ul class="contact-list">
        {ordered.map((c) => (
          <li key={c.id}>
            <h3 dir="auto">{c.title}</h3>
            {c.emails.map((e) => (
              <p key={e}>
                <a dir="ltr" href={`mailto:${e}`} aria-label={t('help.emailTo', { address: e })}>
                  {e}
                </a>
              </p>
            ))}
            {c.phones.map((p) => (
              <p key={p}>
                <a dir="ltr" href={`tel:${p.replace(/[^\d+]/g, '')}`} aria-label={t('help.call', { number: p })}>
                  {p}
                </a>
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
