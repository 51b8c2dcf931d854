// The kept screens' allowlist (src/start/kept-allowlist.ts) against what the card and the dashboard render: the
// real screens in the app's frame, online and offline, so that the list cannot drift from the components. The
// dashboard's banner is left out of a copy on purpose (its markup is the content's): it is not on the list.
import { act, render, waitFor } from '@testing-library/preact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { loadLanguage } from '../../src/i18n/load';
import { connectivity, member } from '../../src/state/app-state';
import { SIGNED_IN_FLAG } from '../../src/names';
import { KEPT, keptAttribute, keptTag } from '../../src/start/kept-allowlist';
import { keep } from '../../src/start/keep-copy';
import { ACTIVE_MEMBER } from './demo-member';
import { DAY } from '../../src/time/units';

const words = (list: string) => list.split(' ');

describe('the kept screens allowlist', () => {
  beforeAll(async () => {
    await loadLanguage('english');
    member.apply({ ...ACTIVE_MEMBER, status: 'ACTIVE', lastLogin: Date.now() });
    localStorage.setItem(SIGNED_IN_FLAG, '1');
  });
  afterAll(() => {
    member.clear();
    localStorage.clear();
    connectivity.setOnline(true, Date.now());
  });

  const used = { tags: new Set<string>(), svgTags: new Set<string>(), attributes: new Set<string>() };
  const classes = new Set<string>();
  const ids = new Set<string>();

  /** The renewal link leads to another site: kept without its address (and its target), inert until the app runs. */
  const RENEWAL_LINK = ['href=https://pro.example', 'target=_blank', 'rel=noopener'];

  it.each([
    ['/card', true, '.member-card', ACTIVE_MEMBER.expiration],
    ['/card', false, '.member-card', ACTIVE_MEMBER.expiration],
    ['/dashboard', true, '.tiles', ACTIVE_MEMBER.expiration],
    // within the expiration warning's 30 days: the reminder to renew beside the card
    ['/dashboard', true, '.renewal', new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10)],
  ])(
    'holds every tag, attribute, class and id of %s (online: %s, showing %s), and keeps it whole',
    async (path, online, shown, expiration) => {
      connectivity.init(online, Date.now() - 60_000, Date.now()); // offline: online a minute ago
      member.apply({ expiration });
      history.replaceState(null, '', `#${path}`);
      const { container } = render(<App />);
      await act(() => Promise.resolve());
      await waitFor(() => expect(container.querySelector(shown)).not.toBeNull());
      // settled, as when a copy is made: no loading bar running
      await waitFor(() => expect(container.querySelector('.loading-bar-on')).toBeNull());
      for (const el of container.querySelectorAll('*')) {
        const inSvg = el.namespaceURI === 'http://www.w3.org/2000/svg' && el.localName !== 'svg';
        (inSvg ? used.svgTags : used.tags).add(el.localName);
        expect(keptTag(el.localName, inSvg), `<${el.localName}>`).toBe(true);
        for (const { name, value } of el.attributes) {
          if (el.matches('.renewal-link') && RENEWAL_LINK.includes(`${name}=${value}`)) {
            expect(keptAttribute(name, value), `${name}="${value}"`).toBe(false);
            continue;
          }
          used.attributes.add(name);
          expect(keptAttribute(name, value), `${name}="${value}"`).toBe(true);
        }
        el.classList.forEach((c) => classes.add(c));
        if (el.id) ids.add(el.id);
      }
      // the copy of the screen is the screen: nothing of it left out
      const copy = document.createElement('div');
      const { rebuild } = await import('../../src/start/kept-allowlist');
      for (const node of container.childNodes) {
        const kept = keep(node);
        if (kept) copy.append(rebuild(JSON.parse(JSON.stringify(kept))));
      }
      expect(copy.querySelectorAll('*').length).toBe(container.querySelectorAll('*').length);
    },
  );

  it('holds nothing the screens do not render', () => {
    expect(words(KEPT.tags).sort()).toEqual([...used.tags].sort());
    expect(words(KEPT.svgTags).sort()).toEqual([...used.svgTags].sort());
    expect(words(KEPT.attributes).sort()).toEqual([...used.attributes].sort());
    expect(words(KEPT.classes).sort()).toEqual([...classes].sort());
    expect(words(KEPT.ids).sort()).toEqual([...ids].sort());
  });
});
