/**
 * The hostile tier's tools: the production server (server.js, page cache on) of the tier's build,
 * started per test file against the real test CMS (or a relay to it that the test can freeze), and
 * clients that send what an attacker sends — raw bytes on a socket, where an HTTP client would tidy
 * the request.
 */
import autocannon from 'autocannon';
import { requestSite } from '../../e2e/support/browser';
import http from 'http';
import net from 'net';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the runner's CommonJS helper
const testSite = require('../../scripts/support/test-site') as {
  startSite(options: {
    cmsUrl: string;
    env: Record<string, string>;
    logDir: string;
    logName: string;
    root?: string;
  }): Promise<{ port: number; stop(): Promise<void>; logFile: string }>;
};

export { cmsRelay } from '../../e2e/support/cms-relay';

export const BRAND = 'wayfarer';
export const cmsUrl = () => process.env.CMS_TEST_URL ?? '';

export interface HostileSite {
  port: number;
  host: string;
  stop(): Promise<void>;
  logFile: string;
}

/**
 * A production server of the tier's build (HOSTILE_SITE_ROOT: another checkout's, to show a test red
 * against older code), with the test CMS's secrets.
 */
export async function startHostileSite(name: string, options: { cmsUrl?: string; env?: Record<string, string> } = {}) {
  const site = await testSite.startSite({
    cmsUrl: options.cmsUrl ?? cmsUrl(),
    logDir: path.join(process.cwd(), 'test-results'),
    logName: `hostile-${name}.log`,
    root: process.env.HOSTILE_SITE_ROOT || undefined,
    env: {
      ENVIRONMENT: 'production',
      PREVIEW_SECRET: process.env.CMS_TEST_PREVIEW_SECRET ?? '',
      CMS_PREVIEW_TOKEN: process.env.CMS_TEST_CMS_PREVIEW_TOKEN ?? '',
      CMS_NEWSLETTER_TOKEN: process.env.CMS_TEST_CMS_NEWSLETTER_TOKEN ?? '',
      REVALIDATE_SECRET: process.env.CMS_TEST_REVALIDATE_SECRET ?? '',
      DEFAULT_BRAND: 'Wayfarer Collective',
      ...options.env,
    },
  });
  return { ...site, host: `${BRAND}.localhost:${site.port}` } satisfies HostileSite;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One ordinary request, as a browser sends it (the brand's host), redirects not followed. */
export const get = (site: HostileSite, pathname: string, headers: Record<string, string> = {}): Promise<Answer> =>
  requestSite(BRAND, pathname, headers, site.port);

/** The path a page says it is (its canonical link), or null: what a poisoned key would give away. */
export const canonicalPath = (body: string): string | null => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
  return href ? new URL(href).pathname : null;
};

/** Each of `paths` answers 200 with that page (its canonical link names its own path): nothing poisoned it. */
export async function expectPagesIntact(site: HostileSite, paths: string[]) {
  for (const pathname of paths) {
    const answer = await get(site, pathname);
    expect({ pathname, status: answer.status, shows: canonicalPath(answer.body) }).toEqual({
      pathname,
      status: 200,
      shows: pathname,
    });
  }
}

/**
 * Bytes written on one connection, as they are, and everything the server sent back until it closed
 * the connection or, once `answers` final (non-1xx) responses have begun, went quiet for `quietMs`.
 * Until then it waits up to `answerMs` from the last write: a render on a busy machine may take
 * seconds before its first byte, and silence then is not an answer (a `100 Continue` is not one
 * either). A test that expects no answer at all lowers `answerMs`.
 */
export function rawExchange(
  site: HostileSite,
  chunks: (string | Buffer)[],
  { quietMs = 1_500, answerMs = 30_000, answers = 1, gapMs = 0 } = {},
) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(site.port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const wait = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    };
    const answered = () => finalStatuses(received).length >= answers;
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
      if (answered()) wait(quietMs);
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (gapMs) await new Promise((pause) => setTimeout(pause, gapMs));
      }
      wait(answered() ? quietMs : answerMs);
    });
  });
}

const finalStatuses = (raw: string) => statuses(raw).filter((status) => status >= 200);

/** The status codes of every response in a raw exchange, in order. */
export const statuses = (raw: string) => [...raw.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));

/** The page cache's and render pool's figures (/api/health), as the operator reads them. */
export async function pageCacheFigures(site: HostileSite): Promise<Record<string, number>> {
  const answer = await get(site, '/api/health');
  return (JSON.parse(answer.body) as { pageCache: Record<string, number> }).pageCache;
}

/**
 * Samples the render pool's figures every 50 ms until stopped: the most renders and queued views
 * seen at once while an attack runs.
 */
export function samplePool(site: HostileSite) {
  const seen = { rendering: 0, queued: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const figures = await pageCacheFigures(site);
      seen.rendering = Math.max(seen.rendering, figures.rendering);
      seen.queued = Math.max(seen.queued, figures.queued);
      await sleep(50);
    }
  })();
  return async () => {
    sampling = false;
    await sampler;
    return seen;
  };
}

/** A load as autocannon makes it: `connections` clients for `seconds`, each request from `request`. */
export function load(
  site: HostileSite,
  {
    connections = 10,
    seconds = 3,
    request,
  }: {
    connections?: number;
    seconds?: number;
    request: (n: number) => { path: string; headers?: Record<string, string> };
  },
) {
  let counter = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${site.port}`,
        connections,
        duration: seconds,
        headers: { host: site.host },
        requests: [
          {
            setupRequest: (req) => {
              counter += 1;
              const next = request(counter);
              return { ...req, path: next.path, headers: { ...req.headers, host: site.host, ...next.headers } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The publish webhook as the CMS sends it (cms/src/bootstrap/revalidate-webhook.ts). */
export function sendWebhook(site: HostileSite, body: Record<string, unknown>) {
  return new Promise<Answer>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: site.port,
        path: '/api/revalidate',
        method: 'POST',
        agent: false,
        headers: {
          host: `localhost:${site.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${process.env.CMS_TEST_REVALIDATE_SECRET ?? ''}`,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
