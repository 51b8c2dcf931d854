// Updates across tabs (src/state/updates.ts): the tab where the member taps Update reloads at once; other open
// tabs, taken over by the new worker while running the old code, follow once no form holds typed values.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Just what the app uses of navigator.serviceWorker: register(), controller and controllerchange. */
function fakeContainer(controller: object | null) {
  const container = Object.assign(new EventTarget(), {
    controller,
    register: async () => Object.assign(new EventTarget(), { installing: null, waiting: null, update: async () => {} }),
    /** The worker, active: it is told what the page loaded before it was there (sw/on-demand.ts). */
    ready: Promise.resolve({ active: { postMessage: vi.fn() } }),
    /** The new worker takes this tab over (after SKIP_WAITING from any tab, or a first install's claim). */
    takeOver: (worker: object) => {
      container.controller = worker;
      container.dispatchEvent(new Event('controllerchange'));
    },
  });
  return container;
}

async function start(controller: object | null) {
  vi.resetModules(); // the switch state lives in the module
  const container = fakeContainer(controller);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const updates = await import('../../src/state/updates');
  const { editingForms } = await import('../../src/state/editing');
  const reload = vi.fn();
  updates.registerServiceWorker(reload);
  const next = { postMessage: vi.fn() };
  updates.updateWaiting.value = next as unknown as ServiceWorker; // "Update available" shows in every tab
  return { ...updates, editingForms, container, reload, next };
}

describe('the first install', () => {
  beforeEach(() => void vi.stubEnv('PROD', true));
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('names to the active worker what the page loaded before it, which the HTTP cache alone holds', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'https://app.example/assets/fr-FR-B0XZelBX.js' } as PerformanceEntry,
    ]);
    const tab = await start(null);
    const worker = (await tab.container.ready).active;
    await vi.waitFor(() =>
      expect(worker.postMessage).toHaveBeenCalledWith(['https://app.example/assets/fr-FR-B0XZelBX.js']),
    );
  });
});

describe('updates in several tabs', () => {
  beforeEach(() => void vi.stubEnv('PROD', true));
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('the tab where the member taps Update asks the new worker to take over and reloads when it has', async () => {
    const tab = await start({});
    tab.editingForms.value = 1; // the member chose: a form in this tab does not hold the switch back
    tab.applyUpdate();
    expect(tab.next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(tab.reload).not.toHaveBeenCalled();
    tab.container.takeOver(tab.next);
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('another open tab moves to the new version as soon as it is taken over', async () => {
    const tab = await start({});
    tab.container.takeOver(tab.next); // Update was tapped elsewhere
    expect(tab.reload).toHaveBeenCalledTimes(1);
    expect(tab.next.postMessage).not.toHaveBeenCalled();
  });

  it('another open tab with a half-filled form reloads only once the form is left', async () => {
    const tab = await start({});
    tab.editingForms.value = 1;
    tab.container.takeOver(tab.next);
    expect(tab.reload).not.toHaveBeenCalled();
    tab.editingForms.value = 2; // another form opened, still typing
    tab.editingForms.value = 1;
    expect(tab.reload).not.toHaveBeenCalled();
    tab.editingForms.value = 0;
    expect(tab.reload).toHaveBeenCalledTimes(1);
    tab.editingForms.value = 1;
    tab.editingForms.value = 0;
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('meanwhile Update in that tab reloads it at once: the new worker already runs it', async () => {
    const tab = await start({});
    tab.editingForms.value = 1;
    tab.container.takeOver(tab.next);
    tab.applyUpdate();
    expect(tab.reload).toHaveBeenCalledTimes(1);
    expect(tab.next.postMessage).not.toHaveBeenCalled();
  });

  it('a first install claims the page without reloading it', async () => {
    const tab = await start(null);
    tab.container.takeOver({});
    expect(tab.reload).not.toHaveBeenCalled();
    // and a later update from another tab does move it
    tab.container.takeOver(tab.next);
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });
});

describe('the worker waits for a member', () => {
  afterEach(() => void vi.useRealTimers());

  /** `restored`: a returning member, restored from storage before the app's background start. */
  async function watch(restored = false) {
    vi.resetModules();
    vi.useFakeTimers(); // happy-dom has no requestIdleCallback: the fallback timer stands in
    const { member } = await import('../../src/state/app-state');
    if (restored) member.apply({ username: 'active@demo.test' });
    const { registerWhenSignedIn } = await import('../../src/state/updates');
    const { pending } = await import('../../src/services/fetching');
    const register = vi.fn();
    registerWhenSignedIn(register);
    return { member, pending, register };
  }

  it("is not registered for a visitor: a first visit's sign-in does not share the link with the precache", async () => {
    const { register } = await watch();
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });

  it('is registered once, in an idle period after the first sign-in', async () => {
    const { member, pending, register } = await watch();
    member.apply({ username: 'active@demo.test', firstName: 'Amara' });
    expect(register).not.toHaveBeenCalled(); // not in the sign-in's own task
    pending.value = 1; // a short load before the idle period: two idle callbacks are on their way now
    pending.value = 0;
    vi.runAllTimers();
    expect(register).toHaveBeenCalledTimes(1);
    member.clear(); // signed out and in again: the worker is in place already
    member.apply({ username: 'active@demo.test' });
    vi.runAllTimers();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("waits until the member's screen has its data: the precache does not share a slow link with it", async () => {
    const { member, pending, register } = await watch();
    pending.value = 2; // the dashboard's banner and feed
    member.apply({ username: 'active@demo.test' });
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
    pending.value = 1;
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
    pending.value = 0;
    pending.value = 1; // another load began before the idle period came
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
    pending.value = 0;
    vi.runAllTimers();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('is registered for a visitor where it is in control already (signed out here): updates are still heard', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    try {
      const { register } = await watch();
      vi.runAllTimers();
      expect(register).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it("is registered at a returning member's start", async () => {
    const { register } = await watch(true);
    vi.runAllTimers();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
