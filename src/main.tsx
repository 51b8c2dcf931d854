// The entry module: everything it imports is eager. A visitor at `/` in English gets the sign-in island
// (src/first-paint/island.tsx) and the app chunk after it; everyone else (another screen, a signed-in member,
// another language) waits for the app chunk. index.html's boot script has fetched both (docs/first-paint.md).
import './app/app.css';
import { startIsland } from './first-paint/island';
import { nextTask } from './first-paint/next-task';
import { chunkLoaded, reloadOnce } from './app/reload-once';
import { hashUrl, markStart, parseUrl } from './state/url';

const app = () => import('./app/boot').then((m) => (chunkLoaded('app'), m));
const reload = () => void reloadOnce('app');

/** After the island: the app chunk. When it does not arrive (the network dropped), it is asked for again
 * once the browser is back online; leaving the screen meanwhile loads the page again, app and all (once). */
function loadApp(): void {
  app().then(async (m) => {
    removeEventListener('hashchange', reload);
    await nextTask(); // the chunk's evaluation was a task of its own: the start is the next one
    void m.start(true);
  }, () => {
    if (parseUrl(hashUrl()).path !== '/') return reload();
    addEventListener('online', loadApp, { once: true });
    addEventListener('hashchange', reload, { once: true });
  });
}

async function start() {
  markStart();
  const root = document.getElementById('app')!;
  if (await startIsland(root)) {
    // the next task: taking over the markup is a long task on a slow phone already, and the page answers
    // input sooner when the app's start does not join it
    setTimeout(loadApp);
  } else {
    await app().then((m) => m.start(false), reload);
  }
}

void start();
