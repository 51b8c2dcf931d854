// The entry module: everything it imports is eager. The sign-in island, or the app chunk (docs/first-paint.md).
import './app/app.css';
import { startIsland } from './app/island';
import { nextTask } from './start/next-task';
import { chunkLoaded, reloadOrSay } from './app/reload-once';
import { markStart } from './state/url';
import { atRoot } from './start/plan';

// the reload mark is cleared in a task of its own: a page's first use of sessionStorage is slow on a slow phone
const app = () => import('./app/app-chunk').then((m) => (void nextTask().then(() => chunkLoaded('app')), m));
const reload = () => reloadOrSay('app');

/** After the island: the app chunk, asked for again once online; leaving `/` meanwhile reloads the page (once). */
function loadApp(): void {
  app().then(
    async (m) => {
      removeEventListener('hashchange', reload);
      await nextTask(); // the chunk's evaluation was a task of its own: the start is the next one
      void m.start(true);
    },
    () => {
      if (!atRoot(location.hash)) return reload(); // the island's `/` is left
      addEventListener('online', loadApp, { once: true });
      addEventListener('hashchange', reload, { once: true });
    },
  );
}

async function start() {
  markStart();
  const root = document.getElementById('app')!;
  if (await startIsland(root)) {
    // the next task: the page answers input sooner when the app's start does not join the takeover's
    setTimeout(loadApp);
  } else {
    await app().then((m) => m.start(false), reload);
  }
}

void start();
