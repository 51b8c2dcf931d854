// What the service worker precaches: the app shell and every lazy screen, listed by the build (workbox-build injects
// the manifest with a revision per file). Language tables, legal texts and DOMPurify are not in it: ./on-demand.ts.
import { addPlugins, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

export function precacheShell(): void {
  // Workbox fetches a file with a revision (the document, the manifest, the icons) past the HTTP cache; asked with
  // no-cache, the server answers 304 for what the browser has already (the document, which the page has just loaded
  // as `/`) and the file otherwise. The precache's name carries the build's hash: a build never reads another's files.
  addPlugins([
    {
      requestWillFetch: async ({ request }) =>
        request.cache === 'reload' ? new Request(request, { cache: 'no-cache' }) : request,
    },
  ]);
  precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/.*/] });
  // every navigation gets the app's document (`/`, as the page loaded it: scripts/build-sw.js); the hash carries the route
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/'), { denylist: [/^\/(api|wp-json|__reference)\//] }));
}
