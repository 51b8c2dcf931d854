// Until when the card shows with no connection, as the card and every screen that cannot load say it.
import { computed } from '@preact/signals';
import { connectivity, member } from './app-state';
import { aheadOfClock } from './connectivity';
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
