// The strings the sign-in island (src/app/island.tsx) shows before English's whole table has loaded: the
// frame's, the sign-in screen's, its fields' checks, the fault shown when the sign-in code does not arrive, and the
// one shown when the app's code does not come after its one reload (src/app/reload-once.ts). The
// build picks them out of i18n/en-US.json into the entry (`en-US.json?island`, scripts/vite-i18n-fallback.ts); the
// rest of the table loads when the form is first used (a provider's answer needs its messages) or with the app.
// tests/unit/takeover.test.tsx shows that the island, with only these, renders what the whole table renders.
import type { MessageKey } from './keys';

type Group<K> = K extends `${infer G}.${string}` ? G : never;

export const ISLAND_KEYS: readonly (MessageKey | Group<MessageKey>)[] = [
  'app',
  'signIn',
  'form',
  'language',
  'landscape',
  'offline.banner',
  'password.show',
  'password.hide',
  'errors.required',
  'errors.invalidEmail',
  'errors.serviceFailed',
  'error.chunk',
  'help.site1',
];
