// Part of the app chunk (src/app/app-chunk.tsx): when the app was last online (epoch ms), for the card's week offline.
import { storedRecord } from './record';

export const parseLastOnline = (raw: unknown): number | null =>
  typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? raw : null;

export const lastOnlineRecord = storedRecord<number>('last-online', () => 0, parseLastOnline);
