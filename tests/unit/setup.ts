import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/preact';
import { afterEach } from 'vitest';

// A screen's first render waits for its lazy chunk, which vitest transforms on first import: on a busy
// 2-core CI machine that took longer than the 1 s default (a master-classes route test failed on it).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
