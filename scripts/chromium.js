// @ts-check
// Debian's Chromium, as every script and test here starts it.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No outside network here (nor in CI): keep Chromium from calling Google's services in the middle of a run. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** For chrome-launcher (Lighthouse), which does not start it headless by itself. */
export const FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
