// Emergency kill switch (docs/offline.md, The kill switch): deploy this as /sw.js (`SW_KILL=1 npm run build`).
// Browsers fetch /sw.js without the HTTP cache, find this, and it removes the app's caches and itself;
// the pages then load straight from the network.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
      // without the hash: to the same address with another hash (the app's route moved since the page was
      // created) the browser would only move within the page; the app opens its route for the address itself
      for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url.split('#')[0]);
    })(),
  );
});
