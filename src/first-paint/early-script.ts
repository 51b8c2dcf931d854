// The build's entry for index.html's first inline script (scripts/vite-first-paint.ts): see ./early.ts.
import { requestEarly } from './early';

requestEarly();
