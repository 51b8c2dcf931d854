// @vitest-environment node
// The layers of src/ (docs/architecture.md, Layers), as `npm run lint` enforces them with the repository's own
// eslint.config.js: an import against the layers fails, one along them passes, and the tree as it is passes.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

/** The boundary rule's messages for `code` placed at `filePath`. */
async function crossings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('the import-boundary rule', () => {
  it.each([
    ['state imports the app', 'src/state/x.ts', "import { decide } from '../app/guard';\nexport { decide };"],
    ['state lazily imports a screen', 'src/state/x.ts', "export const card = () => import('../screens/card');"],
    ['services import state', 'src/services/x.ts', "import { member } from '../state/app-state';\nexport { member };"],
    [
      'services import a type from state',
      'src/services/content/x.ts',
      "import type { Settings } from '../../state/settings';\nexport type S = Settings;",
    ],
    [
      'components import the app',
      'src/components/x.ts',
      "import { routeFor } from '../app/routes';\nexport { routeFor };",
    ],
    [
      "a screen imports the app's widgets",
      'src/screens/x/index.tsx',
      "import { Icon } from '../../app/components/icons';\nexport { Icon };",
    ],
    [
      'the start imports a component',
      'src/start/x.ts',
      "import { useForm } from '../components/use-form';\nexport { useForm };",
    ],
    [
      'the hand-off imports the start',
      'src/start/handoff.ts',
      "import { planStart } from './plan';\nexport { planStart };",
    ],
    [
      'state imports the start',
      'src/state/x.ts',
      "import { nextTask } from '../start/next-task';\nexport { nextTask };",
    ],
    ['the app imports the entry', 'src/app/x.ts', "export const entry = () => import('../main');"],
    ['i18n imports services', 'src/i18n/x.ts', "import { tracked } from '../services/fetching';\nexport { tracked };"],
    [
      'the service worker imports state',
      'sw/x.ts',
      "import { navigate } from '../src/state/url';\nexport { navigate };",
    ],
  ])('fails when %s', async (_, filePath, code) => {
    const found = await crossings(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('docs/architecture.md, Layers');
  });

  it.each([
    [
      'state imports its own folder, services and i18n',
      'src/state/x.ts',
      "import { member } from './app-state';\nimport { tracked } from '../services/fetching';\nimport { t } from '../i18n';\nexport { member, tracked, t };",
    ],
    [
      'a screen imports components and state',
      'src/screens/x/index.tsx',
      "import { Page } from '../../components/page';\nimport { navigate } from '../../state/url';\nexport { Page, navigate };",
    ],
    [
      'the app imports the start and a screen',
      'src/app/x.ts',
      "import { nextTask } from '../start/next-task';\nexport const card = () => import('../screens/card');\nexport { nextTask };",
    ],
    [
      'a form imports the start',
      'src/components/x.ts',
      "import { typedBefore } from '../start/takeover';\nexport { typedBefore };",
    ],
    [
      'the boot script imports services and the shared names',
      'src/start/x.ts',
      "import { sendHeld } from '../services/membership-request';\nimport { WAVE } from '../names';\nexport { sendHeld, WAVE };",
    ],
    [
      'a service takes up the hand-off',
      'src/services/x.ts',
      "import { handoff } from '../start/handoff';\nexport { handoff };",
    ],
    ['the service worker imports config', 'sw/x.ts', "import { config } from '../src/config';\nexport { config };"],
  ])('passes when %s', async (_, filePath, code) => {
    expect(await crossings(filePath, code)).toEqual([]);
  });

  it('finds no import against the layers in src/ and sw/', async () => {
    const results = await eslint.lintFiles(['src', 'sw']);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(results.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  }, 180_000);
});

describe('the layers', () => {
  it('place every file and folder of src/ in a layer, so nothing new escapes the rule', async () => {
    const { readdirSync } = await import('node:fs');
    // @ts-expect-error: the ESLint config is plain JavaScript
    const { LAYERS } = await import('../../eslint.config.js');
    const placed = new Set(LAYERS.flatMap((l: { paths: string[] }) => l.paths));
    const entries = readdirSync(fileURLToPath(new URL('../../src', import.meta.url))).map((name) => `src/${name}`);
    expect(entries.filter((e) => !placed.has(e) && !e.endsWith('.d.ts'))).toEqual([]);
  });
});
