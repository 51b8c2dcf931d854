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
  // first-paint is the app's own boot code: the island and the app chunk hand the page to each other
  { name: 'app', paths: ['src/app', 'src/first-paint'] },
  { name: 'screens', paths: ['src/screens'] },
  { name: 'components', paths: ['src/components'] },
  { name: 'state', paths: ['src/state'] },
  { name: 'services', paths: ['src/services'] },
  { name: 'base (i18n, time, config, names)', paths: ['src/i18n', 'src/time', 'src/config.ts', 'src/names.ts'] },
];

const below = (i) =>
  LAYERS.slice(i + 1)
    .map((l) => l.name)
    .join(', ') || 'nothing';
// import-x's no-restricted-paths, not core no-restricted-imports: it judges the file an import resolves to, import()
// included, where the core rule matches how the path is spelled and skips import()
const zones = [
  ...LAYERS.map((layer, i) => ({
    target: layer.paths,
    from: LAYERS.slice(0, i).flatMap((l) => l.paths),
    message: `${layer.name} may import only itself and the layers below it (${below(i)}): see docs/architecture.md, Layers.`,
  })).filter((zone) => zone.from.length),
  {
    target: ['sw'],
    from: LAYERS.slice(
      0,
      LAYERS.findIndex((l) => l.name === 'services'),
    ).flatMap((l) => l.paths),
    message:
      'the service worker may import only src/services and the base layer (i18n, time, config, names): see docs/architecture.md, Layers.',
  },
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
