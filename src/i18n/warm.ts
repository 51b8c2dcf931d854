/** Sets up the browser's locale data in a worker before the first date is shown (docs/locale-data.md). */
export function warmLocaleData(locale: string): void {
  try {
    new Worker(new URL('./locale-data.worker.ts', import.meta.url)).postMessage(locale);
  } catch {
    // no worker here: the first date shown pays the set-up instead
  }
}
