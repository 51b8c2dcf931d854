// The entry module: everything it imports is eager, and it is all a visitor's first sign-in needs.
// A visitor at `/` in English gets the sign-in island (src/app/island.tsx) and the app chunk after it;
// everyone else (another screen, a signed-in member, another language, offline) waits for the app chunk,
// which index.html's boot script fetches alongside this one for them (server/boot-script.js).
import './app/app.css';
import { startIsland } from './app/island';
import { markStart } from './app/url';

const app = () => import('./app/boot');

async function start() {
  markStart();
  const root = document.getElementById('app')!;
  if (await startIsland(root)) {
    // the next task: the hydration above is a long task on a slow phone already, and the page answers
    // input sooner when the app's start does not join it
    setTimeout(() => void app().then((m) => m.start(true), () =>
      // it did not arrive (the network dropped): leaving the screen loads the page again, app and all
      addEventListener('hashchange', () => location.reload(), { once: true })));
  } else {
    await (await app()).start(false);
  }
}

void start();
