// Build step: a build pointed at a real membership provider must carry its client credentials. Without
// VITE_CLIENT_* the app would quietly send the reference server's demo values there (README, Configuration).
import type { Plugin } from 'vite';

const CREDENTIALS = ['VITE_CLIENT_APP_ID', 'VITE_CLIENT_USERNAME', 'VITE_CLIENT_PASSWORD'] as const;

/** What is wrong with the build's environment, or null: a provider base set without all three credentials. */
export function missingCredentials(env: Record<string, string | undefined>): string | null {
  if (!env.VITE_MEMBERSHIP_BASE) return null; // the reference services on the app's own origin, demo values
  const missing = CREDENTIALS.filter((name) => !env[name]);
  return missing.length
    ? `VITE_MEMBERSHIP_BASE is set, but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not: the app ` +
        'would send the demo client credentials to that provider. Set all three (README, Configuration).'
    : null;
}

export function buildEnv(): Plugin {
  return {
    name: 'build-env',
    apply: 'build',
    configResolved(config) {
      const problem = missingCredentials(config.env);
      if (problem) throw new Error(problem);
    },
  };
}
