// The reference services for the lane, behind a front that can cut the network and that collects the
// browser's CSP violation reports (Firefox and WebKit both send `report-uri` reports; no protocol is needed).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { createAppServer } from '../../server/index.js';
// @ts-expect-error: the reference server is plain JavaScript with JSDoc types
import { CONTROL_TOKEN_HEADER } from '../../server/control-access.js';

const REPORTS = '/__lane/csp';

export interface LaneServer {
  /** The origin the browser uses (the front). */
  url: string;
  /** Back to the seed: members, rate limits, faults; the network back on; reports cleared. */
  reset(): Promise<void>;
  /** The network is gone (every connection refused and every open one dropped), or back. */
  cut(off: boolean): void;
  /** CSP violations the browser reported since the last reset. */
  violations(): string[];
  /** A call to one of the reference server's test switches (server/README.md, "Test switches"). */
  control(path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

const listen = (server: Server) =>
  new Promise<string>((ok) =>
    server.listen(0, '127.0.0.1', () => {
      ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );

export async function startServer(): Promise<LaneServer> {
  const token = randomBytes(16).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'pro-engines-'));
  const app = createAppServer({
    dataDir,
    fresh: true,
    staticDir: process.env.DIST_DIR ?? 'dist',
    control: { token },
    // the hostile journey needs the samples the demo leaves out
    hostileContent: true,
    log: () => {},
  });
  const upstream = new URL((await app.listen(0, '127.0.0.1')).url);
  let cut = false;
  let reports: string[] = [];
  const sockets = new Set<Socket>();

  const front = createServer((req, res) => {
    if (cut) return void req.socket.destroy();
    if (req.url === REPORTS && req.method === 'POST') {
      let body = '';
      req
        .on('data', (c) => (body += c))
        .on('end', () => {
          const r = (JSON.parse(body || '{}')['csp-report'] ?? {}) as Record<string, string>;
          reports.push(
            `CSP violation: ${r['violated-directive'] ?? r['effective-directive']} ${r['blocked-uri']} on ${r['document-uri']}`,
          );
          res.writeHead(204).end();
        });
      return;
    }
    const ahead = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        const headers = { ...up.headers };
        const csp = headers['content-security-policy'];
        if (typeof csp === 'string') headers['content-security-policy'] = `${csp}; report-uri ${REPORTS}`;
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
      },
    );
    ahead.on('error', () => req.socket.destroy());
    req.pipe(ahead);
  });
  front.on('connection', (s) => {
    if (cut) return void s.destroy();
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const url = await listen(front);

  const control = async (path: string, body?: unknown) => {
    const r = await fetch(`${upstream.origin}/__reference/${path}`, {
      method: 'POST',
      headers: { [CONTROL_TOKEN_HEADER as string]: token, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`/__reference/${path} answered ${r.status}`);
    return r.json();
  };

  return {
    url,
    async reset() {
      cut = false;
      reports = [];
      await control('reset');
    },
    cut(off) {
      cut = off;
      if (off) for (const s of sockets) s.destroy();
    },
    violations: () => [...reports],
    control,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => front.close(ok));
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
