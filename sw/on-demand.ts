// What the worker does not precache: the language tables, the legal texts and DOMPurify (most of the build's
// bytes, and a member uses one language; the browser's own sanitizer mostly). Each is cached when first used, and a
// new build's install fetches the new names of those the member has used (docs/notes.md, "Service worker").
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ON_DEMAND_CACHE } from './names';

declare const self: ServiceWorkerGlobalScope;
/** This build's on-demand files, 'fr-FR-B0XZelBX legal-fr-FR-DEZ-I7UZ sanitize-purify-DtDtBPcH …' (scripts/build-sw.js). */
declare const ON_DEMAND: string;

/** '/assets/legal-fr-FR-DEZ-I7UZ.js' (or 'legal-fr-FR-DEZ-I7UZ') → 'legal-fr-FR': the hash is Vite's 8 characters. */
export const nameOf = (path: string): string => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}(\.js)?$/, '');

let own: Map<string, string> | undefined;
/** Each file's name without the hash (the same from build to build) to its path. */
const byName = () => (own ??= new Map(ON_DEMAND.split(' ').map((f) => [nameOf(f), `/assets/${f}.js`])));
const isOnDemand = (path: string | null) => [...byName().values()].includes(path ?? '');
const ownPath = (href: string) => {
  const url = new URL(href, self.location.href);
  return url.origin === self.location.origin ? url.pathname : null;
};

/** Keeps those of `paths` that are this build's on-demand files and not cached yet (from the HTTP cache, mostly). */
async function keep(paths: Iterable<string>): Promise<void> {
  const cache = await caches.open(ON_DEMAND_CACHE);
  for (const path of new Set(paths)) if (isOnDemand(path) && !(await cache.match(path))) await cache.add(path);
}

const pathsIn = async (cacheName: string) =>
  (await (await caches.open(cacheName)).keys()).map((r) => new URL(r.url).pathname);
/** This build's paths of the files `paths` name, whatever build those came from. */
const renamed = (paths: string[]) => paths.flatMap((p) => byName().get(nameOf(p)) ?? []);

/** What the member has of the on-demand files: the on-demand cache, or, coming from a build before there was one
 * (whose precache held every table, its legal text and DOMPurify), that build's precache. */
async function used(): Promise<string[]> {
  const own = await pathsIn(ON_DEMAND_CACHE);
  if (own.length) return own;
  const shells = (await caches.keys()).filter((n) => n.startsWith('pro-shell-'));
  return (await Promise.all(shells.map(pathsIn))).flat();
}

export function onDemand(): void {
  // hashed names: a cached file never changes
  registerRoute(({ url }) => isOnDemand(ownPath(url.href)), new CacheFirst({ cacheName: ON_DEMAND_CACHE }));

  // An update: the tables (and DOMPurify) the member has used, under this build's names, before it may take over.
  // The install fails, and is tried again at the next check, if they cannot be fetched.
  self.addEventListener('install', (event) => event.waitUntil(used().then((paths) => keep(renamed(paths)))));

  // A first install: what the page loaded before there was a worker (its table, DOMPurify where it sanitized) is in
  // the HTTP cache only; the page names it (src/state/updates.ts).
  self.addEventListener('message', (event) => {
    const urls: unknown = event.data;
    if (Array.isArray(urls)) event.waitUntil(keep(urls.flatMap((u) => (typeof u === 'string' && ownPath(u)) || [])));
  });

  // earlier builds' files go with their build; one first used while this build waited is fetched under its new name
  // first (if it can be: offline, it is fetched when next used)
  self.addEventListener('activate', (event) =>
    event.waitUntil(
      caches.open(ON_DEMAND_CACHE).then(async (cache) => {
        const old = (await pathsIn(ON_DEMAND_CACHE)).filter((p) => !isOnDemand(p));
        await keep(renamed(old)).catch(() => {});
        for (const p of old) await cache.delete(p);
      }),
    ),
  );
}
