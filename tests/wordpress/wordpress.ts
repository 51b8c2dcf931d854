// The WordPress lane's services (server/wordpress/lane.js, which the bench's data report shares): a real WordPress,
// the reference server for the app and the membership provider, and a front on one loopback origin that the
// browser talks to: /wp-json/ and /wp-content/ go to WordPress, everything else to the reference server.
// @ts-expect-error: plain JavaScript with JSDoc types
import { startLane as startFront } from '../../server/wordpress/lane.js';
// @ts-expect-error: plain JavaScript with JSDoc types
import { run } from '../../server/wordpress/wordpress.js';

export interface Lane {
  /** The origin the browser uses (the front). */
  url: string;
  /** The lane's temporary directory, removed by close(). */
  dir: string;
  /** What seed.php made. */
  seeded: {
    feeds: Record<string, Record<string, number>>;
    classes: number;
    upcoming: number;
    contacts: number;
    attachments: number[];
  };
  close(): Promise<void>;
}

/** The app build the lane serves: the production build, made into its own folder; WORDPRESS_LANE_DIST names a
 * build made beforehand instead (another checkout's, say), and nothing is built. */
export const DIST_DIR = process.env.WORDPRESS_LANE_DIST || 'dist-wp';
export const buildApp = async (): Promise<void> => {
  if (!process.env.WORDPRESS_LANE_DIST) await run('npm', ['run', '--silent', 'build'], { ...process.env, DIST_DIR });
};

export const startLane = (): Promise<Lane> => startFront({ staticDir: DIST_DIR }) as Promise<Lane>;
