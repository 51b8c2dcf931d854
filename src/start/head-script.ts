// The build's entry for index.html's head script (scripts/vite-first-paint.ts): see ./head.ts.
import { head } from './head';

head();
