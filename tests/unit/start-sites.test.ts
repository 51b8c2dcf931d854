// "Which screen is this start" is decided in one place, src/start/plan.ts (docs/first-paint.md): a stage that reads
// the address asks the plan or one of its parts, and does not compare the hash itself again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** Where the address is read for what it is, not for which screen a start shows. */
const READERS: Record<string, string> = {
  'src/start/plan.ts': 'the plan itself',
  'src/state/url.ts': 'the router reads and writes the address (hashUrl, navigate)',
  'src/app/hash-location.tsx': "preact-iso's location, fed from the hash",
};
/** The ways a stage hands the address to the plan. */
const ASKS = [/\batRoot\(location\.hash\)/, /\bkeptScreenFor\(location\.hash\b/, /\bhash: location\.hash,/];
// the kept copy, once the plan chose it, moves the address to its own screen (the plan's choice, not a new one)
const MOVES = /location\.hash !== `#\/\$\{name\}`/;

/** Lines outside the readers that use `location.hash` other than by asking the plan. */
function ownDecisions(path: string, source: string): string[] {
  if (READERS[path]) return [];
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && line.includes('location.hash'))
    .filter((line) => !ASKS.some((ask) => ask.test(line)) && !MOVES.test(line))
    .map((line) => `${path}: ${line.trim()}`);
}

describe('the start decides which screen in one place', () => {
  it('no stage reads the address to decide the screen itself', () => {
    const found = files('src').flatMap((f) => ownDecisions(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a stage that compares the hash itself', () => {
    expect(ownDecisions('src/app/island.tsx', "if (location.hash === '#/' || location.hash === '') show();")).toEqual([
      "src/app/island.tsx: if (location.hash === '#/' || location.hash === '') show();",
    ]);
    expect(ownDecisions('src/main.tsx', '      if (!atRoot(location.hash)) return reload();')).toEqual([]);
  });
});
