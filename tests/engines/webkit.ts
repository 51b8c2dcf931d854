// WebKit: Debian's WebKitGTK MiniBrowser through WebKitWebDriver (classic WebDriver, selenium-webdriver),
// inside its own virtual display (xvfb-run). One driver process per run, a new browser session per journey.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';
import { waitFor, type Driver, type InPage, type SessionOptions } from './driver';
import type { Launched } from './firefox';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });

/** Ends the driver, its browsers and the virtual display: they share one process group. */
function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

export async function launchWebKit(): Promise<Launched> {
  const port = await freePort();
  // xvfb-run, killed by a signal, leaves its temporary directory behind: everything temporary goes in one of ours
  const temp = mkdtempSync(join(tmpdir(), 'pro-engines-webkit-'));
  const child = spawn('xvfb-run', ['-a', process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, TMPDIR: temp },
  });
  const exited = new Promise((ok) => child.once('exit', ok));
  const onExit = () => {
    killGroup(child);
    rmSync(temp, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  const server = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${server}/status`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('WebKitWebDriver did not start');
    await new Promise((ok) => setTimeout(ok, 200));
  }
  return {
    async newDriver(options: SessionOptions = {}) {
      // --private: every session starts with no storage, caches or service workers of the one before
      const args = ['--automation', '--private', ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : [])];
      const start = () =>
        new Builder()
          .usingServer(server)
          .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args } })
          .build();
      const session = await startedWithin(start, 60_000);
      // a phone's viewport, as in the Chromium lane's slow-phone tests
      await session.manage().window().setRect({ width: 412, height: 915 });
      return wrap(session);
    },
    async close() {
      process.off('exit', onExit);
      killGroup(child);
      await Promise.race([exited, new Promise((ok) => setTimeout(ok, 10_000).unref())]);
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

/** A session start that has not answered in `ms` (a MiniBrowser stuck at its start) fails the journey: asked for
 * again, it would pass a lane whose browser does not start. */
async function startedWithin(start: () => Promise<WebDriver>, ms: number): Promise<WebDriver> {
  const first = start();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the WebKit session did not start within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([first, late]);
  } catch (e) {
    // should it answer after all, it is closed
    void first.then(
      (s) => s.quit(),
      () => {},
    );
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

type Collecting = { __lane_errors?: string[] };

function wrap(session: WebDriver): Driver {
  // classic WebDriver reports no page errors: the page collects its own from load on (a dialog fails the next command)
  const seen: string[] = [];
  const pageErrors = () => driver.run(() => (window as Collecting).__lane_errors ?? []);
  const harvest = async () => {
    seen.push(...(await pageErrors().catch(() => [])));
  };
  const collectErrors = async () => {
    await driver.run(() => {
      const w = window as Collecting;
      if (w.__lane_errors) return;
      w.__lane_errors = [];
      addEventListener('error', (e) => w.__lane_errors!.push(`page error: ${e.message}`));
      addEventListener('unhandledrejection', (e) => w.__lane_errors!.push(`page error: ${String(e.reason)}`));
    });
  };
  const element = async (selector: string) => {
    const el = await session.wait(until.elementLocated(By.css(selector)), 30_000, `no element ${selector}`);
    await session.wait(until.elementIsVisible(el), 30_000, `${selector} not visible`);
    return el;
  };
  const driver: Driver = {
    engine: 'webkit',
    async goto(url) {
      await harvest();
      await session.get(url);
      // WebKitWebDriver answers once the load has started: wait for the new document itself
      await waitFor(
        driver,
        `${url} to load`,
        (u: string) => location.href === u && document.readyState === 'complete',
        url,
      );
      await collectErrors();
    },
    async reload() {
      await harvest();
      await session.executeScript('window.__lane_old = true');
      await session.navigate().refresh();
      await waitFor(
        driver,
        'the reload',
        () => !(window as { __lane_old?: boolean }).__lane_old && document.readyState === 'complete',
      );
      await collectErrors();
    },
    async run<T>(fn: InPage<T>, ...args: unknown[]) {
      // asynchronous, so a function may return a promise; an error comes back as text
      const out = (await session.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
           .then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`,
        ...args,
      )) as { value?: T; error?: string };
      if (out.error !== undefined) throw new Error(out.error);
      return out.value as T;
    },
    async click(selector) {
      await (await element(selector)).click();
    },
    async type(selector, text) {
      await (await element(selector)).sendKeys(text);
    },
    async shot(selector) {
      // WebKitWebDriver's element screenshot is taken from the wrong place of the window: shoot the viewport
      // and cut the element out of it
      const el = await element(selector);
      const box = (await session.executeScript(
        `arguments[0].scrollIntoView({ block: 'center' });
        const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height, devicePixelRatio];`,
        el,
      )) as number[];
      const [x, y, w, h] = box.slice(0, 4).map((v) => Math.round(v * box[4]!));
      const whole = PNG.sync.read(Buffer.from(await session.takeScreenshot(), 'base64'));
      const part = new PNG({ width: w!, height: h! });
      PNG.bitblt(whole, part, x!, y!, w!, h!, 0, 0);
      return PNG.sync.write(part);
    },
    async reportOffline(offline) {
      // WebDriver has no network emulation: the page is told what the phone's radio would tell it
      await driver.run((off: boolean) => {
        Object.defineProperty(Navigator.prototype, 'onLine', { get: () => !off, configurable: true });
        dispatchEvent(new Event(off ? 'offline' : 'online'));
      }, offline);
      return 'in page';
    },
    async problems() {
      return [...seen, ...(await pageErrors().catch(() => []))];
    },
    close: () => session.quit(),
  };
  return driver;
}
