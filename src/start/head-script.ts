// The build's entry for index.html's head script (scripts/vite-first-paint.ts): see ./head.ts.
import { requestAtOnce } from './head';

requestAtOnce();
