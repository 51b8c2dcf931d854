// Part of the main bundle: forms with typed, unsent values (src/components/use-form.ts counts them). A reload
// the app wants (state/lifecycle.ts: the 15-minute return, another tab's update) waits while any is open.
import { signal } from '@preact/signals';

export const editingForms = signal(0);
