// Arabic, right to left, and a language change kept over a reload (spec: 15 languages, Hebrew and Arabic RTL).
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { choose, go, headingIs, live, open, routeIs, signIn } from '../app';
import type { Lane } from '../lane';

const table = (locale: string) =>
  JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as Record<string, Record<string, string>>;
const AR = table('ar-SA');
const FR = table('fr-FR');

/** The document's language and direction, and whether the heading starts at the right as laid out. */
const layout = (lane: Lane) =>
  lane.page.run(() => {
    const label = document.querySelector('main h1')!;
    const text = document.createRange();
    text.selectNodeContents(label);
    const words = text.getBoundingClientRect();
    const box = label.getBoundingClientRect();
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      direction: getComputedStyle(label).direction,
      // right to left: the words sit against the right edge, with the free room on their left (or centred)
      hugsRight: box.right - words.right <= words.left - box.left + 1,
    };
  });

export function languageJourneys(lane: Lane): void {
  test('a visitor picks Arabic: right to left, kept over a reload and into the signed-in app', async () => {
    await open(lane, '/');
    await choose(lane, '#language-switcher', 'arabic');
    await headingIs(lane, AR.signIn!.heading!);
    expect(await layout(lane)).toMatchObject({ lang: 'ar-SA', dir: 'rtl', direction: 'rtl', hugsRight: true });

    await lane.page.reload();
    await live(lane);
    await headingIs(lane, AR.signIn!.heading!);
    expect(await layout(lane)).toMatchObject({ lang: 'ar-SA', dir: 'rtl', direction: 'rtl' });

    await lane.page.type('#email', 'active@demo.test');
    await lane.page.type('#password', 'Makeup2026');
    await lane.page.click('main form button[type=submit]');
    await routeIs(lane, '/dashboard');
    await headingIs(lane, AR.dashboard!.greeting!.replace('{{name}}', 'Amara'));
    expect(await layout(lane)).toMatchObject({ dir: 'rtl', direction: 'rtl' });
  });

  test('a member changes the language in settings, and it stays after a reload', async () => {
    await signIn(lane);
    await routeIs(lane, '/dashboard');
    await go(lane, '/settings', 'Security & Settings');
    await choose(lane, '#language', 'french');
    await lane.page.click('main form button[type=submit]');
    await headingIs(lane, FR.settings!.heading!);
    await lane.page.reload();
    await live(lane);
    await headingIs(lane, FR.settings!.heading!);
    expect(
      await lane.page.run(() => [
        document.documentElement.lang,
        document.documentElement.dir,
        (document.getElementById('language') as HTMLSelectElement).value,
      ]),
    ).toEqual(['fr-FR', 'ltr', 'french']);
  });
}
