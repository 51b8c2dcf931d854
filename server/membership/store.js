// @ts-check
/**
 * The member file: `DATA_DIR/membership.json`, loaded at start and rewritten atomically after
 * every change. All changes run one at a time through a promise queue, so two requests can never
 * both see "not registered yet" and both register.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { daysBetween, isoDay, shiftDay } from '../dates.js';
import { buildSeedMembers } from './seed.js';

/** @typedef {import('./seed.js').Member} Member */
/** @typedef {{ version: 1, anchorDay: string, members: Member[] }} MemberFile */
/**
 * @typedef {object} PersistHooks
 * @property {(tmpPath: string) => void | Promise<void>} [beforeRename] runs after the temp file is
 *   written and synced, before it replaces the real one; throwing here simulates an interrupted write.
 */

export const FILE_NAME = 'membership.json';
const TEMP_PATTERN = /^membership\.json\..+\.tmp$/;

/**
 * @param {{ dataDir: string, fresh?: boolean, today?: () => Date, hooks?: PersistHooks, log?: (m: string) => void }} options
 */
export function createMemberStore({ dataDir, fresh = false, today = () => new Date(), hooks = {}, log = () => {} }) {
  const file = path.join(dataDir, FILE_NAME);
  /** @type {MemberFile} */
  let state = { version: 1, anchorDay: isoDay(today()), members: [] };
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();

  /**
   * @template T
   * @param {() => Promise<T>} job
   * @returns {Promise<T>}
   */
  function enqueue(job) {
    const run = tail.then(job);
    tail = run.catch(() => {});
    return run;
  }

  async function seed() {
    const day = today();
    /** @type {MemberFile} */
    const next = { version: 1, anchorDay: isoDay(day), members: await buildSeedMembers(day) };
    await writeAtomic(file, next, hooks);
    state = next;
  }

  async function load() {
    await mkdir(dataDir, { recursive: true });
    // A temp file left behind means a write died before its rename; the real file is still whole.
    for (const name of await readdir(dataDir)) {
      if (TEMP_PATTERN.test(name)) await rm(path.join(dataDir, name), { force: true });
    }
    if (fresh) return seed();
    let text;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return seed();
      throw error;
    }
    const parsed = parseMemberFile(text);
    if (!parsed) {
      // Only a hand edit can get here (writes are atomic); keep the evidence and start over.
      const aside = `${file}.corrupt-${Date.now()}`;
      await rename(file, aside);
      log(`membership: ${file} was unreadable, moved to ${aside} and reseeded`);
      return seed();
    }
    state = keepDatesRelative(parsed, isoDay(today()));
  }

  return {
    file,
    /** Loads (or seeds) the file; call once before serving. */
    init: () => enqueue(load),
    /** Back to the demo members, e.g. between browser tests. */
    reset: () => enqueue(seed),
    /** The committed members; read-only by convention. */
    members: () => /** @type {readonly Member[]} */ (state.members),
    /**
     * Runs `change` on a copy of the members. When it asks to write, the copy is saved and only then
     * becomes the live state, so a failed write changes nothing.
     * @template T
     * @param {(members: Member[]) => Promise<{ result: T, write: boolean }>} change
     * @returns {Promise<T>}
     */
    transact(change) {
      return enqueue(async () => {
        const draft = structuredClone(state);
        const { result, write } = await change(draft.members);
        if (write) {
          await writeAtomic(file, draft, hooks);
          state = draft;
        }
        return result;
      });
    },
  };
}

/**
 * Seed dates are "N days from today"; an older file is moved forward so that, say, the member who
 * expires in 10 days still does.
 * @param {MemberFile} data
 * @param {string} todayDay
 * @returns {MemberFile}
 */
function keepDatesRelative(data, todayDay) {
  const delta = daysBetween(data.anchorDay, todayDay);
  if (delta === 0) return data;
  return {
    ...data,
    anchorDay: todayDay,
    members: data.members.map((m) => ({ ...m, expirationDate: shiftDay(m.expirationDate, delta) })),
  };
}

/**
 * @param {string} text
 * @returns {MemberFile | null}
 */
function parseMemberFile(text) {
  try {
    const data = JSON.parse(text);
    const ok =
      data?.version === 1 &&
      typeof data.anchorDay === 'string' &&
      Array.isArray(data.members) &&
      data.members.every((/** @type {any} */ m) => typeof m?.memberNumber === 'string' && typeof m.state === 'string');
    return ok ? data : null;
  } catch {
    return null;
  }
}

/**
 * Write to a temp file in the same directory, fsync it, then rename over the real file: a crash at
 * any point leaves either the old file or the new one, never half of one.
 * @param {string} file
 * @param {MemberFile} data
 * @param {PersistHooks} hooks
 */
async function writeAtomic(file, data, hooks) {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(tmp, 'w', 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(data, null, 2)}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await hooks.beforeRename?.(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

/** Makes the rename itself durable; not every platform lets a directory be opened, hence best effort. */
/** @param {string} dir */
async function syncDirectory(dir) {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot fsync a directory; the rename is still atomic there.
  }
}
