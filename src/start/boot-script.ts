// The build's entry for index.html's inline boot script (scripts/vite-first-paint.ts): see ./boot.ts.
import { boot } from './boot';

boot();
