// The lane's services for the whole run (Playwright's global setup; what it returns is the teardown, which also
// runs when a test fails). The app's production build is made meanwhile, into its own folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, startLane } from './wordpress';

const BYTES_HEADING =
  'Bytes per feed (360x640 at 2x; images to the first screen, to the end of page 1, to the end; JSON to the end)\n' +
  `${'feed'.padEnd(18)}${'first screen'.padStart(14)}${'end of page 1'.padStart(15)}${'all images'.padStart(12)}${'JSON'.padStart(10)}`;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const [built, lane] = await Promise.allSettled([buildApp(), startLane()]);
  if (built.status === 'rejected' || lane.status === 'rejected') {
    if (lane.status === 'fulfilled') await lane.value.close();
    throw built.status === 'rejected' ? built.reason : (lane as PromiseRejectedResult).reason;
  }
  console.log(
    `WordPress lane ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${lane.value.url}: ${JSON.stringify(lane.value.seeded)}`,
  );
  process.env.PM_WP_FRONT = lane.value.url;
  process.env.PM_WP_SEEDED = JSON.stringify(lane.value.seeded);
  // the feeds' byte counts, a line per feed (lane.spec.ts), printed as one table at the end
  const bytes = join(lane.value.dir, 'bytes.txt');
  process.env.PM_WP_BYTES = bytes;
  return async () => {
    if (existsSync(bytes)) console.log(`\n${BYTES_HEADING}\n${readFileSync(bytes, 'utf8')}`);
    await lane.value.close();
  };
}
