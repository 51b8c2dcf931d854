// Part of the main bundle: build-time configuration (see README, Configuration). Nothing secret lives in git:
// the defaults are the reference server's demo values.
const env = import.meta.env;

export const config = {
  membershipBase: env.VITE_MEMBERSHIP_BASE || '/api/',
  contentBase: env.VITE_CONTENT_BASE || '/wp-json/',
  client: {
    clientAppId: env.VITE_CLIENT_APP_ID || 'pro-membership-demo',
    clientUserName: env.VITE_CLIENT_USERNAME || 'demo-client',
    clientPassword: env.VITE_CLIENT_PASSWORD || 'demo-client-secret',
  },
  gtmId: env.VITE_GTM_ID || '',
  /** A membership call that has not answered by then is a transport failure ('Service failed'). */
  membershipTimeoutMs: 15_000,
} as const;
