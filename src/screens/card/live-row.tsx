// The card's live row: a clock that ticks (no screenshot does) and a dot that is green only while online.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { dateFormat } from '../../i18n/dates';

const LIVE_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** The live clock, alone in re-rendering every second: the card, its code and its dates stay as they are. It
 * shows the day too, so staff at the till see a phone whose date was set back (the guard trusts that date). */
function LiveTime({ locale }: { locale: string }) {
  // on the Gregorian calendar like the card's other dates; made once per language, not once per card shown
  const format = dateFormat(locale, LIVE_TIME);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time dir="ltr" class="live-time" aria-live="off" data-unkept>
      {format.format(now)}
    </time>
  );
}

/** Offline the dot stops (grey, still) and the label says so: a pulsing green dot would claim a live check. */
export function LiveRow({ locale, offline }: { locale: string; offline: boolean }) {
  return (
    <p class={offline ? 'member-card-live live-off' : 'member-card-live'}>
      <span class="live-state">
        <span class="live-dot" aria-hidden="true" />
        {t(offline ? 'card.shownOffline' : 'card.live')}
      </span>{' '}
      <LiveTime locale={locale} />
    </p>
  );
}
