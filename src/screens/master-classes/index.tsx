// Master classes from today on, filtered by a location that has classes; the member's default location first.
import { useEffect, useState } from 'preact/hooks';
import { LoadError, Status } from '../../components/load-error';
import { Page } from '../../components/page';
import { t } from '../../i18n';
import { getClassesAndLocations } from '../../services/content/content-api';
import { member, settings } from '../../state/app-state';
import { ClassItem } from './class-item';
import './master-classes.css';

type Loaded = Awaited<ReturnType<typeof getClassesAndLocations>>;

/** Classes in the first render; the rest follow a batch per task, so no one task builds the whole list. */
const BATCH = 6;

/** How many of `total` items to show now, for the list named `list`: a batch more each task, from one batch. */
function useBatches(list: string, total: number): number {
  const [grown, setGrown] = useState({ list, count: BATCH });
  const count = grown.list === list ? grown.count : BATCH;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setGrown({ list, count: count + BATCH }));
    return () => clearTimeout(timer);
  }, [list, count, total]);
  return count;
}

export default function MasterClassesScreen() {
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState(false);
  // the default location until the member picks one here, so a change of the default is followed
  const [picked, setLocation] = useState<string | null>(null);
  const location = picked ?? settings.location.value;
  const language = settings.language.value;

  const load = () => {
    setError(false);
    getClassesAndLocations(language).then(setData, () => setError(true));
  };
  useEffect(load, [language]);

  const locations = data?.locations ?? [];
  const chosen = locations.some((l) => l.id === location) ? location : '';
  const shown = (data?.classes ?? []).filter((c) => !chosen || c.location === chosen);
  const count = useBatches(chosen, shown.length);

  return (
    <Page title={t('masterClasses.heading')} class="master-classes">
      <div class="field">
        <label for="location">{t('masterClasses.location')}</label>
        <select id="location" value={chosen} onChange={(e) => setLocation(e.currentTarget.value)} disabled={!data}>
          <option value="">{t('masterClasses.chooseLocation')}</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {error && <LoadError message="masterClasses.error" onRetry={load} />}
      <Status
        loading={!data && !error}
        text={!data ? (error ? '' : t('app.loading')) : shown.length ? '' : t('masterClasses.empty')}
      />
      {shown.length > 0 && (
        <ul class="class-list" aria-busy={count < shown.length}>
          {shown.slice(0, count).map((c) => (
            <ClassItem key={c.id} item={c} locale={member.locale.value} />
          ))}
        </ul>
      )}
    </Page>
  );
}
