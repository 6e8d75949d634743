/**
 * The security headers proxy.ts puts on every page: a Content-Security-Policy around a nonce made
 * for this request (and handed to the render, whatever the client sent), Permissions-Policy, and
 * HSTS in production only.
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { VIDEO_EMBED_ORIGINS } from '@/lib/video';

const request = (headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost/blog/', { headers: { host: 'www.bunac.org', ...headers } });

/** Each directive's sources, by name. */
const directives = (policy: string | null) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

const ENV = { ...process.env };
afterEach(() => {
  process.env = { ...ENV };
});

describe('Content-Security-Policy', () => {
  it('runs only scripts with this response’s nonce and what they load, and hands the nonce to the render', async () => {
    const response = await proxy(request());
    const policy = directives(response.headers.get('content-security-policy'));
    const nonce = /^'nonce-(.+)'$/.exec(policy['script-src'][0])?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy['script-src']).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src-elem']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors'][0]).toBe("'self'");
    // Next's proxy passes overridden request headers on as x-middleware-request-*.
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  it('makes a new nonce for every request, and never takes one from the client', async () => {
    const nonces = new Set<string | null>();
    for (let n = 0; n < 20; n += 1) {
      const response = await proxy(request({ 'x-nonce': 'chosen-by-the-attacker' }));
      const forwarded = response.headers.get('x-middleware-request-x-nonce');
      expect(forwarded).not.toBe('chosen-by-the-attacker');
      expect(response.headers.get('content-security-policy')).toContain(`'nonce-${forwarded}'`);
      nonces.add(forwarded);
    }
    expect(nonces.size).toBe(20);
  });

  it('names the GTM origin only when GTM runs (production with GTM_ID)', async () => {
    process.env.GTM_ID = 'GTM-TEST';
    const staging = directives((await proxy(request())).headers.get('content-security-policy'));
    expect(staging['script-src']).not.toContain('https://www.googletagmanager.com');
    process.env.ENVIRONMENT = 'production';
    const production = directives((await proxy(request())).headers.get('content-security-policy'));
    expect(production['script-src']).toContain('https://www.googletagmanager.com');
  });
});

describe('frame-src: what the site may frame', () => {
  it('lets in the video block’s players (YouTube’s no-cookie one, Vimeo’s), which load only on play', async () => {
    const frameSrc = directives((await proxy(request())).headers.get('content-security-policy'))['frame-src'];
    for (const origin of VIDEO_EMBED_ORIGINS) {
      expect([origin, 'https:'].some((source) => frameSrc.includes(source))).toBe(true);
    }
  });
});

describe('frame-ancestors: who may frame the site (the CMS admin’s preview)', () => {
  const frameAncestors = async () =>
    directives((await proxy(request())).headers.get('content-security-policy'))['frame-ancestors'];
  const INTERNAL_CMS = 'http://strapi.internal:1337';

  beforeEach(() => {
    delete process.env.CMS_PUBLIC_URL;
    delete process.env.CMS_ADMIN_ORIGINS;
    process.env.CMS_URL = INTERNAL_CMS;
  });

  it.each(['production', 'staging'])(
    'with ENVIRONMENT=%s and no public admin origin: the site alone, no localhost, not the internal CMS_URL',
    async (environment) => {
      process.env.ENVIRONMENT = environment;
      expect(await frameAncestors()).toEqual(["'self'"]);
    },
  );

  it.each(['production', 'staging'])(
    'with ENVIRONMENT=%s: the admin’s public origins (CMS_PUBLIC_URL, CMS_ADMIN_ORIGINS) and nothing else',
    async (environment) => {
      process.env.ENVIRONMENT = environment;
      process.env.CMS_PUBLIC_URL = 'https://cms.example.com/admin';
      process.env.CMS_ADMIN_ORIGINS = 'https://cms-eu.example.com, not a url';
      expect(await frameAncestors()).toEqual(["'self'", 'https://cms.example.com', 'https://cms-eu.example.com']);
    },
  );

  it.each([
    ['unset', undefined],
    ['development', 'development'],
  ])(
    'in the local demo (ENVIRONMENT %s): the local admin at http://localhost:1337 and CMS_URL too',
    async (_label, environment) => {
      if (environment) process.env.ENVIRONMENT = environment;
      else delete process.env.ENVIRONMENT;
      expect(await frameAncestors()).toEqual([
        "'self'",
        'http://localhost:1337',
        'http://127.0.0.1:1337',
        INTERNAL_CMS,
      ]);
    },
  );
});

describe('Permissions-Policy and HSTS', () => {
  it('turns off the camera, microphone, location and payment for the site and what it frames', async () => {
    const policy = (await proxy(request())).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'browsing-topics'])
      expect(policy).toContain(`${feature}=()`);
  });

  it('sends HSTS in production only', async () => {
    expect((await proxy(request())).headers.get('strict-transport-security')).toBeNull();
    process.env.ENVIRONMENT = 'production';
    expect((await proxy(request())).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});
