/**
 * Production safety of the site as deployed: the production build under `npm start` with
 * ENVIRONMENT=production (scripts/test.js starts it so, with generated secrets: that it runs at all
 * is the proof that generated secrets are accepted).
 *
 * - `npm start` (server.js) refuses to start with a missing or published demo secret, naming it.
 * - A Host header that is not a host name and port gets 400, never a page.
 * - A visitor's page names no CMS address: media come from the site's own `/uploads/`, no preview
 *   origin is listed, and the image optimiser fetches from nowhere else.
 * - A visitor's JavaScript holds none of the site's settings: no chunk of the build names one or
 *   carries a demo secret.
 */
import { spawn } from 'child_process';
import fs from 'fs';
import path from 'path';
import { DEMO_VALUES } from '@/lib/security/production-secrets';
import { requestSite } from './support/browser';

const root = path.join(__dirname, '..');
const DEMO = Object.fromEntries(Object.entries(DEMO_VALUES).map(([name, values]) => [name, values[0]])) as Record<
  keyof typeof DEMO_VALUES,
  string
>;
const generated = () => `generated-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}-0123456789abcdef`;

/** `npm start`'s server on the test build with `env`: its exit code and output. */
function startSite(env: Record<string, string | undefined>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'server.js')], {
      cwd: root,
      env: {
        ...process.env,
        NEXT_DIST_DIR: '.next-test',
        NODE_ENV: 'production',
        ENVIRONMENT: 'production',
        ...env,
      } as NodeJS.ProcessEnv,
    });
    let output = '';
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('npm start in production', () => {
  describe.each(Object.keys(DEMO) as (keyof typeof DEMO)[])('%s', (name) => {
    const others = Object.fromEntries(Object.keys(DEMO).map((key) => [key, generated()]));
    it.each([
      ['its published demo value', DEMO[name], 'is the published demo value'],
      ['unset', undefined, 'is not set'],
    ])('refuses to start with %s, and says which secret and how to make one', async (_label, value, message) => {
      const started = Date.now();
      const { code, output } = await startSite({ ...others, [name]: value });
      expect(code).not.toBe(0);
      expect(output).toContain(`${name} ${message}`);
      expect(output).toContain('npm run secrets');
      expect(Date.now() - started).toBeLessThan(15_000);
    });
  });
});

describe('the Host header', () => {
  it.each([
    'wayfarer.localhost@evil.com',
    'evil.com/wayfarer.localhost',
    'wayfarer.localhost:1:2',
    'wäyfarer.localhost',
  ])('%s gets 400, never a page', async (host) => {
    const response = await requestSite('wayfarer', '/', { host });
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('evil');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a fully qualified name (trailing dot) serves the brand of the name', async () => {
    const response = await requestSite('timberline', '/', {
      host: `timberline.localhost.:${process.env.E2E_SITE_PORT}`,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatch(/<title[^>]*>[^<]*Timberline/);
  });
});

describe('a visitor’s page names no CMS address', () => {
  it('media are the site’s own /uploads/, optimised locally; no CMS origin in the page data', async () => {
    const cms = new URL(process.env.CMS_TEST_URL!);
    const home = await requestSite('wayfarer', '/');
    expect(home.status).toBe(200);
    const data = JSON.parse(
      /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(home.body)![1],
    );
    expect(data.props.pageProps.site.previewOrigins).toEqual([]);
    expect(data.props.pageProps.site).not.toHaveProperty('mediaBaseUrl');
    expect(home.body).not.toContain(cms.host);
    expect(home.body).not.toContain(`localhost:${cms.port}`);

    const image = /\/_next\/image\?url=(%2Fuploads%2F[^&"]+)&amp;w=(\d+)/.exec(home.body);
    expect(image).not.toBeNull();
    const optimised = await requestSite('wayfarer', `/_next/image?url=${image![1]}&w=${image![2]}&q=75`, {
      accept: 'image/webp',
    });
    expect(optimised.status).toBe(200);
    expect(optimised.headers['content-type']).toBe('image/webp');
    const original = await requestSite('wayfarer', decodeURIComponent(image![1]));
    expect(original.status).toBe(200);
    expect(original.headers['content-type']).toMatch(/^image\//);
  });

  it('the image optimiser fetches from no other host, the CMS’s included', async () => {
    const cms = process.env.CMS_TEST_URL!;
    for (const url of [
      `${cms}/uploads/x.png`,
      'http://169.254.169.254/latest/meta-data',
      `http://localhost:${process.env.E2E_SITE_PORT}/uploads/x.png`,
    ]) {
      const response = await requestSite('wayfarer', `/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect({ url, status: response.status }).toEqual({ url, status: 400 });
    }
  });
});

describe('a visitor’s JavaScript', () => {
  it('reads no setting of the site, carries no demo secret and no metrics or log library, in any chunk of the build', () => {
    // Every setting lib/cms/env.ts reads, by name: a browser has none of them (the site reads its
    // settings at request time, on the server), so code that reads one has no place in a chunk.
    const settings = [...fs.readFileSync(path.join(root, 'lib/cms/env.ts'), 'utf8').matchAll(/'([A-Z][A-Z0-9_]{3,})'/g)]
      .map((match) => match[1])
      .filter((name, index, names) => names.indexOf(name) === index);
    expect(settings).toEqual(expect.arrayContaining(['CMS_URL', 'CMS_MEDIA_URL', 'ENVIRONMENT', 'PREVIEW_SECRET']));
    // Nor the server's metrics and log (lib/observability): prom-client's and pino's names.
    const forbidden = [
      ...settings,
      ...Object.values(DEMO),
      'collectDefaultMetrics',
      'site_page_views_total',
      'pino-pretty',
    ];
    const chunks = path.join(root, '.next-test', 'static');
    const files = (fs.readdirSync(chunks, { recursive: true }) as string[]).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const code = fs.readFileSync(path.join(chunks, file), 'utf8');
      return forbidden.filter((word) => code.includes(word)).map((word) => `${file}: ${word}`);
    });
    expect(found).toEqual([]);
  });
});
