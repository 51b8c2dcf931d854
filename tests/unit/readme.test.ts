// @vitest-environment node
// The README's demo members are the reference server's seed, and its configuration table names every build
// variable the app reads: the two tables a newcomer copies from.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../server/membership/seed.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README = readFileSync(`${ROOT}README.md`, 'utf8');

/** The text of the README's section under `## title`, up to the next section. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no section "${title}"`);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The cells of each row of a section's table, the header and its rule left out. */
function rows(text: string): string[][] {
  const lines = text.split('\n').filter((l) => l.startsWith('|'));
  return lines.slice(2).map((l) =>
    l
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

/** The build variables the app's code reads (`import.meta.env.VITE_…`). */
function variablesRead(dir = `${ROOT}src`): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return variablesRead(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    return [...readFileSync(path, 'utf8').matchAll(/import\.meta\.env\.(VITE_\w+)/g)].map((m) => m[1]!);
  });
}

describe('README.md', () => {
  it('lists the demo members as the reference server seeds them, with their password', () => {
    const text = section('Demo members');
    expect(text).toContain(`password \`${DEMO_PASSWORD}\``);
    const listed = rows(text).map(([memberNumber, email, state]) => ({
      memberNumber,
      email: email === '(no e-mail on file)' ? null : email,
      state: state!.split(',')[0],
      registered: !state!.includes('not registered'),
    }));
    expect(listed).toEqual(DEMO_MEMBERS);
  });

  it('names in its configuration table every build variable the app reads, and no other', () => {
    const named = rows(section('Configuration')).flatMap(([variable]) => variable!.match(/VITE_\w+/g) ?? []);
    expect(new Set(named)).toEqual(new Set(variablesRead()));
  });
});
