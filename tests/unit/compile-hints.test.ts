// @vitest-environment node
// The compile hint (scripts/vite-compile-hints.ts) on a real Vite build: the named chunk's first line, and with source
// maps on, the map moved down the same line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/vite-compile-hints';

const root = mkdtempSync(join(tmpdir(), 'hints-'));
writeFileSync(
  join(root, 'main.js'),
  "export function greet(name) {\n  return `Hello, ${name}`;\n}\nconsole.log(greet('a'));\n",
);
writeFileSync(join(root, 'other.js'), "console.log('other');\n");

async function built(hinted: string[]) {
  const outDir = join(root, `dist-${hinted.length}`);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints(hinted)],
    build: {
      outDir,
      sourcemap: true,
      minify: false,
      rollupOptions: {
        input: { main: join(root, 'main.js'), other: join(root, 'other.js') },
        output: { entryFileNames: '[name].js' },
      },
    },
  });
  const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
  return { read, map: (file: string) => JSON.parse(read(`${file}.map`)) as { mappings: string } };
}

describe('the compile hint', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is the first line of the named chunks only, and their source maps start one line lower', async () => {
    const plain = await built([]);
    const hinted = await built(['main']);
    expect(hinted.read('main.js')).toBe(`${COMPILE_HINT}\n${plain.read('main.js')}`);
    expect(hinted.map('main.js').mappings).toBe(`;${plain.map('main.js').mappings}`);
    expect(hinted.read('other.js')).toBe(plain.read('other.js'));
    expect(hinted.map('other.js').mappings).toBe(plain.map('other.js').mappings);
  });
});
