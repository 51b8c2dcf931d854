// Part of the app chunk (src/app/app-chunk.tsx): build-time configuration (README, Configuration); defaults are demo values.

/** The services' bases, also read by the service worker's rules (sw/routes.ts). */
export const membershipBase = import.meta.env.VITE_MEMBERSHIP_BASE || '/api/';
export const contentBase = import.meta.env.VITE_CONTENT_BASE || '/wp-json/';

/** The provider's client credentials, sent in every membership call (also by index.html's boot script). */
export const client = {
  clientAppId: import.meta.env.VITE_CLIENT_APP_ID || 'pro-membership-demo',
  clientUserName: import.meta.env.VITE_CLIENT_USERNAME || 'demo-client',
  clientPassword: import.meta.env.VITE_CLIENT_PASSWORD || 'demo-client-secret',
};

/** A membership call whose whole answer has not come by then is a transport failure ('Service failed'); the boot
 * script's held sign-in has the same deadline. */
export const membershipTimeoutMs = 15_000;

export const config = {
  membershipBase,
  contentBase,
  client,
  gtmId: import.meta.env.VITE_GTM_ID || '',
  membershipTimeoutMs,
} as const;
