// Shared by the screens that cannot load (offline, load errors, route errors): the way on to the card, which works
// with no connection, and until when it does. Only while the card can show (src/app/guard.ts, src/app/app.tsx).
import { computed } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { t } from '../i18n';
import './card-way-out.css';
import { connectivity, member } from '../state/app-state';
import { aheadOfClock } from '../state/connectivity';
import { mediumDateTime } from '../state/member-dates';
import { cardOfflineUntil } from '../time/membership-rules';

/** Until when the card shows offline (epoch ms); 0 while it cannot show: no ACTIVE member, the week over. */
export const cardShowsUntil = computed(() => {
  const lastLogin = member.lastLogin.value;
  const now = connectivity.now.value;
  if (member.status.value !== 'ACTIVE' || !lastLogin || aheadOfClock(lastLogin, now)) return 0;
  if (connectivity.offline.value && !connectivity.onlineWithinWeek.value) return 0;
  // online, the connection itself is the last time online (the tracker stores it every 10 seconds)
  const until = cardOfflineUntil(connectivity.offline.value ? connectivity.lastOnline.value : now, lastLogin);
  return until > now ? until : 0;
});

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
