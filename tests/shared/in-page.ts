// Functions that run inside the page, shared by the Chromium tests (page.evaluate) and the engines lane
// (tests/engines): each is self-contained, since a browser protocol sends only its source.

/** Everything the browser keeps for this origin, as text: storage, IndexedDB (bytes as text) and caches. */
export async function dumpStorage(): Promise<string> {
  const out: unknown[] = [{ local: { ...localStorage }, session: { ...sessionStorage } }];
  const names = indexedDB.databases ? (await indexedDB.databases()).map((d) => d.name!) : ['keyval-store'];
  for (const name of names) {
    const db = await new Promise<IDBDatabase>((ok, no) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      const tx = db.transaction(store);
      const [keys, values] = await Promise.all(
        ['getAllKeys', 'getAll'].map(
          (m) =>
            new Promise<unknown[]>((ok) => {
              const r = (tx.objectStore(store) as unknown as Record<string, () => IDBRequest>)[m]!();
              r.onsuccess = () => ok(r.result as unknown[]);
            }),
        ),
      );
      out.push({
        store,
        keys,
        values: values!.map((v) => {
          // ArrayBuffers and typed arrays are dumped as their bytes in text, so a clear value would show
          const bytes = (x: unknown) =>
            x instanceof ArrayBuffer
              ? new TextDecoder().decode(x)
              : x instanceof Uint8Array
                ? new TextDecoder().decode(x)
                : x;
          return v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, bytes(x)])) : v;
        }),
      });
    }
    db.close();
  }
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys())
      out.push({ cache: name, url: req.url, body: await (await cache.match(req))!.text() });
  }
  return JSON.stringify(out);
}

/**
 * What could run, load or navigate on the page as it is: inline handlers anywhere; in main, scripts, loading
 * or redirecting elements, frames other than the video player, javascript:/data:/vbscript: URLs, shadow roots.
 * Each entry names the element.
 */
export function unsafeOnPage(): string[] {
  const found: string[] = [];
  const describe = (e: Element) =>
    `<${e.tagName.toLowerCase()}${Array.from(e.attributes, (a) => ` ${a.name}="${a.value.slice(0, 60)}"`).join('')}>`;
  // what a browser ignores in a URL's scheme: leading controls and spaces, tabs and newlines inside
  const unsafeUrl = (value: string) =>
    /^(?:javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
  const URL_ATTRS = [
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'ping',
    'cite',
    'longdesc',
    'lowsrc',
    'dynsrc',
    'codebase',
    'content',
  ];

  for (const e of Array.from(document.querySelectorAll('*'))) {
    for (const a of Array.from(e.attributes)) {
      if (/^on/i.test(a.name)) found.push(`handler ${a.name}: ${describe(e)}`);
    }
  }
  // a declarative shadow root from content would hide what it holds from every check below
  for (const e of Array.from(document.querySelectorAll('main *')))
    if (e.shadowRoot) found.push(`shadow root: ${describe(e)}`);
  const main = document.querySelector('main');
  if (!main) return ['no main element'];
  for (const s of Array.from(main.querySelectorAll('script'))) found.push(`script: ${describe(s)}`);
  for (const e of Array.from(
    main.querySelectorAll('object, embed, base, meta, frame, frameset, applet, iframe[srcdoc], link, style'),
  )) {
    found.push(`element: ${describe(e)}`);
  }
  for (const f of Array.from(main.querySelectorAll('iframe'))) {
    if (!(f.getAttribute('src') ?? '').startsWith('https://www.youtube-nocookie.com/embed/'))
      found.push(`iframe: ${describe(f)}`);
  }
  for (const e of Array.from(main.querySelectorAll('*'))) {
    for (const a of Array.from(e.attributes)) {
      if (URL_ATTRS.includes(a.name.toLowerCase()) && unsafeUrl(a.value)) found.push(`url ${a.name}: ${describe(e)}`);
      if (a.name === 'srcset' && a.value.split(',').some((c) => unsafeUrl(c.trim())))
        found.push(`url srcset: ${describe(e)}`);
      if (a.name === 'style' && /javascript:|expression\s*\(|url\s*\(/i.test(a.value))
        found.push(`style: ${describe(e)}`);
    }
  }
  const trapped = (window as { __xss?: number }).__xss;
  if (trapped !== undefined) found.push(`__xss trap called ${trapped} times`);
  return found;
}
