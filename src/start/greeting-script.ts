// The build's entry for index.html's last inline script (scripts/vite-first-paint.ts): see ./greeting.ts.
import { greetOnAnswer } from './greeting';
import { handoff } from './handoff';

handoff().greet = (answer, sent) => greetOnAnswer(answer, sent).catch(() => false);
