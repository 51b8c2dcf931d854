// Build step: V8's compile hint on the first line of the chunks that run at once on every start.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The entry and the app chunk run at once on every start (the island, then the app): V8 compiles all their functions
 * while each file streams in, off the main thread, rather than each on its first call inside the start's tasks
 * (Chromium's explicit compile hints; to other engines a comment). Measured in docs/first-paint.md ("The code").
 * @param names the chunks' names (scripts/chunk-names.json)
 */
export function compileHints(names: string[]): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // on the written files, as the hint must be a file's first line and Vite's last step puts its preload map on top
    writeBundle({ dir = 'dist' }, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !names.includes(chunk.name)) continue;
        const file = join(dir, chunk.fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
        // with source maps on, every line moves down one: the map gains an empty first line
        if (existsSync(`${file}.map`)) {
          const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
          writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }
      }
    },
  };
}
