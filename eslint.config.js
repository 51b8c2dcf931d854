// `npm run lint`, the first step of `npm test`: typescript-eslint's recommended rules (syntax only, so it is fast)
// and the layers of src/ (docs/architecture.md, Layers).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** src/, top to bottom: a module may import its own layer and those below it, never one above. */
export const LAYERS = [
  { name: 'main', paths: ['src/main.tsx'] },
  // the island (src/app/island.tsx) and the prerender render the app's frame and the sign-in screen: they are app
  { name: 'app', paths: ['src/app'] },
  { name: 'screens', paths: ['src/screens'] },
  { name: 'components', paths: ['src/components'] },
  // The start (docs/first-paint.md): the inline scripts, the plan, the takeover of typed values and held forms, the
  // kept screens' paint and copy. Below components, whose forms and screens resume what the start held (use-form,
  // the card's and the dashboard's copy), and above state, whose URL and sign-in outcome the greeting reads.
  { name: 'start', paths: ['src/start'] },
  { name: 'state', paths: ['src/state'] },
  { name: 'services', paths: ['src/services'] },
  // the start's hand-off (src/start/handoff.ts) is the one page global its stages share, the two builds included:
  // services take up the boot script's sign-in call and database from it, so it sits here, with the shared names
  {
    name: 'base (i18n, time, config, names, the hand-off)',
    paths: ['src/i18n', 'src/time', 'src/config.ts', 'src/names.ts', 'src/start/handoff.ts'],
  },
];

const below = (i) =>
  LAYERS.slice(i + 1)
    .map((l) => l.name)
    .join(', ') || 'nothing';
// import-x's no-restricted-paths, not core no-restricted-imports: it judges the file an import resolves to, import()
// included, where the core rule matches how the path is spelled and skips import()
/** One zone per folder above: a file of a lower layer inside that folder (the hand-off) stays importable. */
const zonesFrom = (target, i, message) =>
  LAYERS.slice(0, i)
    .flatMap((l) => l.paths)
    .map((from) => ({
      target,
      from,
      except: LAYERS.slice(i)
        .flatMap((l) => l.paths)
        .filter((p) => p.startsWith(`${from}/`))
        .map((p) => `.${p.slice(from.length)}`),
      message,
    }));
const zones = [
  ...LAYERS.flatMap((layer, i) =>
    zonesFrom(
      layer.paths,
      i,
      `${layer.name} may import only itself and the layers below it (${below(i)}): see docs/architecture.md, Layers.`,
    ),
  ),
  ...zonesFrom(
    ['sw'],
    LAYERS.findIndex((l) => l.name === 'services'),
    'the service worker may import only src/services and the base layer (i18n, time, config, names): see docs/architecture.md, Layers.',
  ),
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      '.data/',
      'test-results/',
      'playwright-report/',
      '.lighthouseci/',
      '.vite/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
    },
  },
  // a failure that changes nothing (a best-effort cache, a probe) is caught and let go: `catch {}`
  { rules: { 'no-empty': ['error', { allowEmptyCatch: true }] } },
  // `const { a, ...rest } = x` is how a copy leaves fields out
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] } },
  // the tests feed control characters to the sanitizers on purpose
  { files: ['tests/**'], rules: { 'no-control-regex': 'off' } },
  // Playwright's fixtures take their dependencies as a destructured first argument, `{}` when there are none
  { files: ['tests/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  // a module of the app that outgrows a screen has more than one job: split it along its seam
  { files: ['src/**', 'sw/**'], rules: { 'max-lines': ['error', { max: 150 }] } },
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  { files: ['sw/**'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['server/**', 'scripts/**', 'tests/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
