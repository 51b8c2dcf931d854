// Part of the app chunk (src/app/boot.tsx): feeds the connectivity model from the browser and saves the last online time.
import { lastOnlineRecord } from '../services/storage/last-online-record';
import { connectivity } from './app-state';
import { LAST_ONLINE_SAVE_MS } from './connectivity';

export async function trackConnectivity(): Promise<void> {
  connectivity.init(navigator.onLine, await lastOnlineRecord.read(), Date.now());
  const update = () => {
    connectivity.setOnline(navigator.onLine, Date.now());
    if (navigator.onLine) void lastOnlineRecord.write(Date.now());
  };
  addEventListener('online', update);
  addEventListener('offline', update);
  update();
  setInterval(update, LAST_ONLINE_SAVE_MS);
}
