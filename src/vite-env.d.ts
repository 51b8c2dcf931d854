/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MEMBERSHIP_BASE?: string;
  readonly VITE_CONTENT_BASE?: string;
  readonly VITE_CLIENT_APP_ID?: string;
  readonly VITE_CLIENT_USERNAME?: string;
  readonly VITE_CLIENT_PASSWORD?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_APP_VERSION?: string;
}

declare const __APP_VERSION__: string;

/** A part of a language table, picked at build time (scripts/vite-i18n-fallback.ts). */
declare module '*.json?island' {
  const table: import('./i18n/fallback').Table;
  export default table;
}
