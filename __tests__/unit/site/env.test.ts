import {
  cachePolicy,
  circuitOptions,
  cmsPreviewToken,
  cmsTimeoutMs,
  pageCacheMaxMb,
  previewSecret,
  revalidateSecret,
} from '@/lib/cms/env';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the site’s secrets: the local demo’s defaults, and only there', () => {
  const readers = {
    PREVIEW_SECRET: previewSecret,
    CMS_PREVIEW_TOKEN: cmsPreviewToken,
    REVALIDATE_SECRET: revalidateSecret,
  };

  it.each(Object.entries(readers))(
    '%s: the demo value when ENVIRONMENT is unset or development, nothing in staging or production',
    (name, read) => {
      delete process.env[name];
      for (const environment of [undefined, 'development']) {
        if (environment) process.env.ENVIRONMENT = environment;
        else delete process.env.ENVIRONMENT;
        expect(read()).toMatch(/^local-/);
      }
      for (const environment of ['staging', 'production']) {
        process.env.ENVIRONMENT = environment;
        expect(read()).toBeUndefined();
      }
      process.env[name] = 'a-value-of-its-own';
      expect(read()).toBe('a-value-of-its-own');
    },
  );
});

describe('cache and timeout settings', () => {
  it('default to a 3 s timeout and 60 s / 300 s / 24 h windows, 64 MB', () => {
    for (const name of [
      'CMS_TIMEOUT_MS',
      'CMS_CACHE_TTL_SECONDS',
      'CMS_CACHE_SWR_SECONDS',
      'CMS_CACHE_STALE_IF_ERROR_SECONDS',
      'CMS_CACHE_MAX_MB',
    ])
      delete process.env[name];
    expect(cmsTimeoutMs()).toBe(3000);
    expect(cachePolicy()).toEqual({
      freshMs: 60_000,
      staleWhileRevalidateMs: 300_000,
      staleIfErrorMs: 86_400_000,
      maxBytes: 64 * 1024 * 1024,
    });
  });

  it('read the environment, ignoring what is not a number', () => {
    Object.assign(process.env, {
      CMS_TIMEOUT_MS: '1500',
      CMS_CACHE_TTL_SECONDS: '0',
      CMS_CACHE_SWR_SECONDS: 'soon',
      CMS_CACHE_MAX_MB: '8',
    });
    expect(cmsTimeoutMs()).toBe(1500);
    expect(cachePolicy()).toMatchObject({ freshMs: 0, staleWhileRevalidateMs: 300_000, maxBytes: 8 * 1024 * 1024 });
  });

  it('take 0 where it turns a step off (the cache windows), and their default where 0 means nothing', () => {
    for (const name of [
      'CMS_TIMEOUT_MS',
      'CMS_CACHE_TTL_SECONDS',
      'CMS_CACHE_SWR_SECONDS',
      'CMS_CACHE_STALE_IF_ERROR_SECONDS',
      'CMS_CACHE_MAX_MB',
      'CMS_CIRCUIT_FAILURES',
      'CMS_CIRCUIT_OPEN_SECONDS',
      'PAGE_CACHE_MAX_MB',
    ])
      process.env[name] = '0';
    expect(cachePolicy()).toEqual({
      freshMs: 0,
      staleWhileRevalidateMs: 0,
      staleIfErrorMs: 0,
      maxBytes: 64 * 1024 * 1024,
    });
    expect(cmsTimeoutMs()).toBe(3000);
    expect(circuitOptions()).toEqual({ failureThreshold: 5, openMs: 10_000 });
    expect(pageCacheMaxMb()).toBe(128);
  });
});
