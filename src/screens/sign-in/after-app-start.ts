// The sign-in's later parts (the banner, the remembered e-mail) load once the app has started: their chunks share the
// app chunk's modules and stylesheet, which Vite's loader then finds linked, and adds no link of its own.
import { APP_STARTED } from '../../names';

/** Runs once the page has loaded and the app has started (`<html data-app="live">`, src/app/app-chunk.tsx). */
export function afterAppStart(run: () => void): void {
  const root = document.documentElement;
  const check = () => {
    if (document.readyState !== 'complete' || root.dataset.app !== APP_STARTED) return;
    observer.disconnect();
    removeEventListener('load', check);
    run();
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { attributeFilter: ['data-app'] });
  addEventListener('load', check);
  check();
}
