// Part of the app chunk (src/app/app-chunk.tsx): news of the session for the app's other tabs on this device, so
// every open tab follows a sign-out or a sign-in at once instead of at its next reload.

/** What a tab tells the others: no member data travels, each tab reads the stored record itself. */
export type SessionNews = 'signed-out' | 'member-stored';

export const SESSION_CHANNEL = 'pro-membership:session';
const isNews = (data: unknown): data is SessionNews => data === 'signed-out' || data === 'member-stored';

// one channel per tab: a channel never hears its own messages, so a tab does not follow itself
let channel: BroadcastChannel | null | undefined;
const open = () => (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null);

export function tellOtherTabs(news: SessionNews): void {
  open()?.postMessage(news);
}

/** Calls `listen` with each piece of news from another tab; returns what stops listening. */
export function hearOtherTabs(listen: (news: SessionNews) => void): () => void {
  const heard = (event: MessageEvent) => void (isNews(event.data) && listen(event.data));
  open()?.addEventListener('message', heard);
  return () => channel?.removeEventListener('message', heard);
}
