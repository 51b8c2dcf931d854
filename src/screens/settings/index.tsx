// Settings: default language, default location and store country; Apply saves and applies them at once.
import { useEffect, useState } from 'preact/hooks';
import { Page } from '../../components/page';
import { OTHER, StoreSelect } from '../../components/store-select';
import { t } from '../../i18n';
import { isLanguage, LANGUAGES } from '../../i18n/languages';
import { getClassesAndLocations } from '../../services/content/content-api';
import type { Location } from '../../services/content/entities';
import { settings } from '../../state/app-state';
import { saveSettings } from '../../state/settings-sync';
import { isStoreChoice } from '../../state/settings';
import { busyButton } from '../../components/field';
import { LoadError } from '../../components/load-error';

export default function SettingsScreen() {
  const [draft, setDraft] = useState<{ language: string; location: string; store: string }>({
    language: settings.language.value,
    location: settings.location.value,
    store: settings.storeLocation.value,
  });
  const [locations, setLocations] = useState<Location[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'refused' | 'failed'>('idle');

  // the locations to choose from: a failure says so under the list, with a retry (the choice kept stays listed)
  const [locationsFailed, setLocationsFailed] = useState(false);
  const loadLocations = () => {
    setLocationsFailed(false);
    getClassesAndLocations(settings.language.value).then(
      (d) => setLocations(d.locations),
      () => setLocationsFailed(true),
    );
  };
  useEffect(loadLocations, []);

  const edit = (key: keyof typeof draft) => (e: Event) => {
    setDraft({ ...draft, [key]: (e.currentTarget as HTMLSelectElement).value });
    setStatus('idle');
  };

  const apply = async (e: Event) => {
    e.preventDefault();
    if (!isLanguage(draft.language) || status === 'saving') return;
    setStatus('saving');
    try {
      const kept = await saveSettings({
        language: draft.language,
        location: draft.location,
        storeLocation: isStoreChoice(draft.store) ? draft.store : '',
      });
      setStatus(kept ? 'saved' : 'refused');
    } catch {
      setStatus('failed'); // the new language's table could not be fetched (offline): nothing changed, Apply again
    }
  };

  const knownLocation = draft.location === '' || locations.some((l) => l.id === draft.location);
  return (
    <Page title={t('settings.heading')} class="form-page">
      <p>
        <a class="button button-secondary button-block" href="#/security">
          {t('security.changePassword')}
        </a>
      </p>
      <h2>{t('settings.languageAndLocation')}</h2>
      <form class="form" onSubmit={apply}>
        <div class="field">
          <label for="language">{t('settings.defaultLanguage')}</label>
          <select id="language" value={draft.language} onChange={edit('language')}>
            {LANGUAGES.map((l) => (
              <option key={l.value} value={l.value} lang={l.locale}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="location">{t('settings.defaultLocation')}</label>
          <select id="location" value={draft.location} onChange={edit('location')}>
            <option value="">{t('settings.noLocation')}</option>
            {!knownLocation && <option value={draft.location}>{draft.location}</option>}
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
          {locationsFailed && <LoadError message="feed.error" onRetry={loadLocations} />}
        </div>
        <div class="field">
          <label for="store">{t('settings.store')}</label>
          <StoreSelect
            id="store"
            value={draft.store || ''}
            onChange={(store) => {
              setDraft({ ...draft, store });
              setStatus('idle');
            }}
          />
          {draft.store === OTHER && (
            <p>
              <a class="link-target" href={t('help.site2')} target="_blank" rel="noopener">
                {t('store.findStore')}
              </a>
            </p>
          )}
        </div>
        <button type="submit" class="button button-block" {...busyButton(status === 'saving')}>
          {t('settings.apply')}
        </button>
        <p class="form-success" role="status">
          {status === 'saved' ? t('settings.updated') : ''}
        </p>
        {status === 'refused' && (
          <p class="field-error" role="alert">
            {t('settings.notKept')}
          </p>
        )}
        {status === 'failed' && (
          <p class="field-error" role="alert">
            {t('offline.body')}
          </p>
        )}
      </form>
    </Page>
  );
}
