import { dateFormat } from './dates';

/** Sets up the browser's locale data in a worker before the first date is shown (docs/locale-data.md). */
export function warmLocaleData(locale: string): void {
  const onMainThread = () => setTimeout(() => dateFormat(locale, {}).format(0));
  try {
    const worker = new Worker(new URL('./locale-data.worker.ts', import.meta.url));
    worker.addEventListener('error', onMainThread);
    worker.postMessage(locale);
  } catch {
    onMainThread();
  }
}
