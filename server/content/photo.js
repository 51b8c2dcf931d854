// @ts-check
/**
 * The uploads' JPEG files, drawn from their name: a soft studio backdrop with out-of-focus lights and a film grain
 * that makes them compress as photographs do (about WordPress's own JPEG quality, 82). Drawing and encoding a large
 * file takes a second of CPU, so it runs in a worker thread (the server keeps answering) and each file is kept on
 * disk, shared by every server on the machine, in a folder named after this file's code.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { uploadedFile, uploadFiles } from './images.js';

/** WordPress's default `wp_editor_set_quality`. */
const QUALITY = 82;
/** Scenes repeat: posts share a handful of looks, as editors reuse shoots. */
const SCENES = 12;
const TONES = [
  [
    [214, 168, 158],
    [120, 62, 74],
  ],
  [
    [236, 208, 186],
    [156, 104, 84],
  ],
  [
    [182, 150, 196],
    [64, 44, 86],
  ],
  [
    [226, 196, 140],
    [118, 84, 44],
  ],
  [
    [150, 196, 196],
    [38, 78, 92],
  ],
  [
    [240, 186, 190],
    [150, 52, 84],
  ],
];

/** A small deterministic generator, so a file is the same every time it is drawn. @param {number} seed */
function random(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/**
 * RGBA pixels of one file: `width`×`height` showing the whole upload, or its centre when `crop`.
 * @param {{ kind: string, n: number, upload: readonly [number, number], width: number, height: number, crop: boolean }} f
 */
export function draw({ kind, n, upload: [ow, oh], width, height, crop }) {
  const scene = n % SCENES;
  const rnd = random(scene * 7919 + kind.length * 104729 + 17);
  const [light, deep] = TONES[(scene + kind.length) % TONES.length];
  const lights = Array.from({ length: 9 }, () => ({
    x: rnd() * ow,
    y: rnd() * oh,
    r: (0.04 + rnd() * 0.16) * Math.min(ow, oh),
    a: 0.15 + rnd() * 0.35,
  }));
  // the subject: a soft, darker shape a little off centre
  const sx = ow * (0.35 + rnd() * 0.3);
  const sy = oh * (0.4 + rnd() * 0.25);
  const sr = Math.min(ow, oh) * (0.22 + rnd() * 0.1);
  // the part of the upload this file shows, in upload pixels
  const scale = crop ? Math.min(ow / width, oh / height) : ow / width;
  const x0 = crop ? (ow - width * scale) / 2 : 0;
  const y0 = crop ? (oh - height * scale) / 2 : 0;
  const yScale = crop ? scale : oh / height;
  const data = Buffer.alloc(width * height * 4);
  const grain = random(scene + width * 31 + height);
  for (let y = 0; y < height; y++) {
    const Y = y0 + (y + 0.5) * yScale;
    const v = Y / oh;
    for (let x = 0; x < width; x++) {
      const X = x0 + (x + 0.5) * scale;
      const u = X / ow;
      // backdrop: a gradient from light to deep, lit from the upper left
      let t = Math.min(1, Math.max(0, 0.15 + v * 0.7 - (1 - u) * 0.2));
      let glow = 0;
      for (const l of lights) {
        const d = ((X - l.x) ** 2 + (Y - l.y) ** 2) / l.r ** 2;
        if (d < 1) glow += l.a * (1 - d) * (1 - d);
      }
      const ds = ((X - sx) ** 2 + ((Y - sy) * 0.8) ** 2) / sr ** 2;
      if (ds < 1.4) t = t + (1 - t) * 0.75 * Math.min(1, (1.4 - ds) / 0.4);
      const g = (grain() - 0.5) * 15;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const base = light[c] + (deep[c] - light[c]) * t;
        data[i + c] = Math.max(0, Math.min(255, base + glow * (255 - base) + g));
      }
      data[i + 3] = 255;
    }
  }
  return data;
}

/** @param {Parameters<typeof draw>[0]} f */
const encode = (f) => jpeg.encode({ data: draw(f), width: f.width, height: f.height }, QUALITY).data;

const CACHE = join(
  tmpdir(),
  `pro-content-photos-${createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 12)}`,
);

/** @type {Worker | undefined} */
let worker;
let nextJob = 0;
/** @type {Map<number, { resolve: (bytes: Buffer) => void, reject: (error: Error) => void }>} */
const waiting = new Map();
/** @type {Map<string, Promise<Buffer>>} */
const drawing = new Map();

function encoder() {
  if (!worker) {
    worker = new Worker(fileURLToPath(import.meta.url));
    worker.unref();
    worker.on('message', (/** @type {{ job: number, bytes: Uint8Array }} */ { job, bytes }) => {
      waiting.get(job)?.resolve(Buffer.from(bytes));
      waiting.delete(job);
    });
    // a worker that dies fails what it was drawing (a 500), and the next file starts another
    const gone = (/** @type {Error} */ error) => {
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
      worker = undefined;
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`photo worker exited with ${code}`)));
  }
  return worker;
}

/**
 * The JPEG bytes of one uploaded file (./images.js `uploadedFile`): from the disk cache, else drawn in the worker.
 * @param {Parameters<typeof draw>[0] & { file: string }} f
 */
export function photoJpeg(f) {
  // posts share scenes: a file is kept under its scene and size, so the catalogue's few hundred names are drawn once
  const key = `${f.kind}-s${f.n % SCENES}-${f.width}x${f.height}${f.crop ? '-crop' : ''}.jpg`;
  const path = join(CACHE, key);
  let bytes = drawing.get(key);
  if (!bytes) {
    bytes = readFile(path).catch(async () => {
      const job = nextJob++;
      const made = await new Promise((resolve, reject) => {
        waiting.set(job, { resolve, reject });
        const { file: _file, ...spec } = f;
        encoder().postMessage({ job, spec });
      });
      mkdirSync(CACHE, { recursive: true });
      // another server may write the same file: each writes its own and renames it into place
      const part = `${path}.${process.pid}.${job}`;
      writeFileSync(part, made);
      renameSync(part, path);
      return made;
    });
    drawing.set(key, bytes);
    const done = () => drawing.delete(key);
    bytes.then(done, done);
  }
  return bytes;
}

/**
 * Draws, before a run, the files the browser suites ask for (every scene of every kind at WordPress's sizes up to
 * `large`), so that no drawing competes with a timed test for the CPU. Those already on disk cost nothing.
 */
export async function warmPhotos() {
  const kinds = /** @type {const} */ (['video', 'article', 'thumb', 'spotlight-preview', 'spotlight', 'newsletter']);
  const names = kinds.flatMap((kind) =>
    Array.from({ length: SCENES }, (_, n) => {
      const { full, sizes } = uploadFiles(kind, n);
      return ['thumbnail', 'medium', 'medium_large', 'large'].map((size) => (sizes[size] ?? full).file);
    }).flat(),
  );
  await Promise.all(
    names.map((name) => photoJpeg(/** @type {NonNullable<ReturnType<typeof uploadedFile>>} */ (uploadedFile(name)))),
  );
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', ({ job, spec }) => {
    const bytes = new Uint8Array(encode(spec));
    port.postMessage({ job, bytes }, [bytes.buffer]);
  });
}
