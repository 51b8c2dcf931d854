// Shared by the screens that cannot load (offline, load errors, route errors): the way on to the card, which works
// with no connection, and until when it does. Only while the card can show (src/app/guard.ts, src/app/app.tsx).
import { useLocation } from 'preact-iso';
import { t } from '../i18n';
import './card-way-out.css';
import { member } from '../state/app-state';
import { cardShowsUntil } from '../state/card-window';
import { mediumDateTime } from '../state/member-dates';

/** "Show my card", and until when it works offline; nothing on the card's own screen or while it cannot show. */
export function CardWayOut() {
  const until = cardShowsUntil.value;
  const at = useLocation()?.path; // none outside the app's router (a screen's unit test)
  if (!until || at === '/card') return null;
  return (
    <div class="card-way-out">
      <p>{t('offline.cardUntil', { date: mediumDateTime(until, member.locale.value) })}</p>
      <a class="button" href="#/card">
        {t('offline.showCard')}
      </a>
    </div>
  );
}
