import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { loadLanguage } from '../../src/i18n/load';
import { i18nFallback } from '../../scripts/vite-i18n-fallback';

describe('numbers in messages', () => {
  afterAll(() => loadLanguage('english'));

  it("writes a number in the language's own digits", async () => {
    await loadLanguage('arabic');
    expect(t('errors.tooManyAttempts', { minutes: 15 })).toContain('١٥');
    expect(t('error.status', { status: 503 })).toContain('٥٠٣');
    await loadLanguage('english');
    expect(t('errors.tooManyAttempts', { minutes: 15 })).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
  });

  it('writes a wait in minutes with the unit in the right plural for the language', async () => {
    await loadLanguage('english');
    expect(t('errors.tooManyAttempts', { minutes: 1 })).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    await loadLanguage('german');
    expect(t('errors.tooManyAttempts', { minutes: 1 })).toContain('in 1 Minute erneut');
    expect(t('errors.tooManyAttempts', { minutes: 5 })).toContain('in 5 Minuten erneut');
    await loadLanguage('arabic');
    expect(t('errors.tooManyAttempts', { minutes: 1 })).toContain('بعد دقيقة.');
    expect(t('errors.tooManyAttempts', { minutes: 10 })).toContain('بعد ١٠ دقائق.');
    expect(t('errors.tooManyAttempts', { minutes: 11 })).toContain('بعد ١١ دقيقة.');
  });

  it('puts an Arabic dual after the preposition in its oblique case', async () => {
    await loadLanguage('arabic');
    expect(t('errors.tooManyAttempts', { minutes: 2 })).toContain('بعد دقيقتين.');
    expect(t('errors.tooManyTries', { minutes: 2 })).toContain('بعد دقيقتين.');
  });

  it('sets Japanese minutes solid, with no space before the unit', async () => {
    await loadLanguage('japanese');
    expect(t('errors.tooManyAttempts', { minutes: 5 })).toContain('5分後に');
    expect(t('errors.tooManyTries', { minutes: 10 })).toContain('10分後に');
  });

  it('leaves identifiers passed as text alone', async () => {
    await loadLanguage('arabic');
    expect(t('card.codeLabel', { number: '10000000001' })).toContain('10000000001');
  });

  it('never groups digits (a member number or a year stays whole)', async () => {
    await loadLanguage('german');
    expect(t('error.status', { status: 12345 })).toContain('12345');
  });
});

describe("the build's fallback to English", () => {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  mkdirSync(join(dir, 'i18n'));
  writeFileSync(join(dir, 'i18n', 'en-US.json'), JSON.stringify({ a: 'A', b: 'B', nest: { c: 'C' } }));
  const plugin = i18nFallback();
  const transform = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
  const context = { addWatchFile() {} };

  it('completes a table with English for a missing or empty entry', () => {
    const out = transform.call(context, JSON.stringify({ a: 'ä', b: '' }), join(dir, 'i18n', 'de-DE.json'));
    expect(JSON.parse(out!.code)).toEqual({ a: 'ä', b: 'B', nest: { c: 'C' } });
  });

  it('leaves English itself and other JSON files alone', () => {
    expect(transform.call(context, '{}', join(dir, 'i18n', 'en-US.json'))).toBeNull();
    expect(transform.call(context, '{}', join(dir, 'public', 'manifest.json'))).toBeNull();
  });

  it("gives every table the feeds' labels as their screens' titles and tiles, English's where one lacks its own", () => {
    const labelled = join(dir, 'labelled');
    mkdirSync(join(labelled, 'i18n'), { recursive: true });
    writeFileSync(join(labelled, 'i18n', 'en-US.json'), JSON.stringify({ title: { card: 'Card' }, a: 'A' }));
    const labels = { tutorials: { 'en-US': 'Tutorials', 'de-DE': 'Anleitungen' }, looks: { 'en-US': 'Looks' } };
    writeFileSync(join(labelled, 'i18n', 'feeds.json'), JSON.stringify(labels));
    const en = transform.call(
      context,
      JSON.stringify({ title: { card: 'Card' }, a: 'A' }),
      join(labelled, 'i18n', 'en-US.json'),
    );
    expect(JSON.parse(en!.code)).toEqual({
      title: { card: 'Card', tutorials: 'Tutorials', looks: 'Looks' },
      a: 'A',
      dashboard: { tutorials: 'Tutorials', looks: 'Looks' },
    });
    const de = transform.call(
      context,
      JSON.stringify({ title: { card: 'Karte' } }),
      join(labelled, 'i18n', 'de-DE.json'),
    );
    expect(JSON.parse(de!.code)).toEqual({
      title: { card: 'Karte', tutorials: 'Anleitungen', looks: 'Looks' },
      a: 'A',
      dashboard: { tutorials: 'Anleitungen', looks: 'Looks' },
    });
  });
});
