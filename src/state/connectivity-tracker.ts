// Part of the app chunk (src/app/app-chunk.tsx): feeds the connectivity model from the browser and saves the last online time.
import { lastOnlineRecord } from '../services/storage/last-online-record';
import { connectivity } from './app-state';
import { LAST_ONLINE_SAVE_MS } from './connectivity';
import { startWait } from './session';

export async function trackConnectivity(): Promise<void> {
  // a signed-in member's start waits longer for storage, as the session's does (./session.ts)
  connectivity.init(navigator.onLine, (await lastOnlineRecord.tryRead(startWait())) ?? 0, Date.now());
  // The browser's word counts when it changes. Between changes the model's stands: Retry connection's real request
  // may have found the browser wrong (navigator.onLine can lag, or stay true on a dead network), and the look every
  // 10 seconds must not undo what it found. Online time (the card's week offline) counts only while both say online.
  let said = navigator.onLine;
  const update = () => {
    const at = Date.now();
    const changed = navigator.onLine !== said;
    said = navigator.onLine;
    if (changed) connectivity.setOnline(said, at);
    else connectivity.now.value = at;
    if (said && !connectivity.offline.peek()) {
      connectivity.setOnline(true, at);
      void lastOnlineRecord.write(at);
    }
  };
  addEventListener('online', update);
  addEventListener('offline', update);
  update();
  setInterval(update, LAST_ONLINE_SAVE_MS);
}
