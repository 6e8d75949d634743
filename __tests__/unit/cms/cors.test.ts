import { corsOriginMatcher, corsOrigins, koaCorsOrigin, strapiCorsOrigin } from '../../../cms/src/security/cors';
import { settings } from '../../../cms/src/lib/env-defaults';

const allowedBy = (env: Record<string, string>) => corsOriginMatcher(corsOrigins(settings(env)));

describe('the CMS’s CORS origins', () => {
  it('locally: SITE_URL, its brand hosts on its port, and the admin on CMS_PORT', () => {
    const allowed = allowedBy({});
    for (const origin of [
      'http://localhost:3000',
      'http://wayfarer.localhost:3000',
      'http://bunac.localhost:3000',
      'http://localhost:1337',
      'http://127.0.0.1:1337',
    ])
      expect([origin, allowed(origin)]).toEqual([origin, true]);
  });

  it.each([
    'https://attacker.example',
    'http://localhost:3001',
    'https://localhost:3000',
    'http://localhost',
    'http://wayfarer.localhost:3001',
    'http://localhost:3000.attacker.example',
    'http://attacker.example#.localhost:3000',
    'http://attacker.example/.localhost:3000',
    'http://localhost:3000/',
    'null',
    '',
  ])('refuses %j', (origin) => {
    expect(allowedBy({})(origin)).toBe(false);
  });

  it('in production: SITE_URL, PREVIEW_ALLOWED_ORIGINS and PUBLIC_URL, with their patterns, nothing local', () => {
    const allowed = allowedBy({
      SITE_URL: 'https://www.wayfarer.example',
      PREVIEW_ALLOWED_ORIGINS: 'https://www.timberline.example, https://*.bunac.example',
      PUBLIC_URL: 'https://cms.example/',
    });
    for (const origin of [
      'https://www.wayfarer.example',
      'https://www.timberline.example',
      'https://www.bunac.example',
      'https://eu.www.bunac.example',
      'https://cms.example',
    ])
      expect([origin, allowed(origin)]).toEqual([origin, true]);
    for (const origin of [
      'http://www.wayfarer.example',
      'https://bunac.example',
      'https://wayfarer.localhost:3000',
      'http://localhost:1337',
      'http://localhost:3000',
    ])
      expect([origin, allowed(origin)]).toEqual([origin, false]);
  });

  it('an empty setting is its default', () => {
    const allowed = allowedBy({ SITE_URL: '', PREVIEW_ALLOWED_ORIGINS: ' ', PUBLIC_URL: '', CMS_PORT: '' });
    expect(['http://localhost:3000', 'http://wayfarer.localhost:3000', 'http://localhost:1337'].map(allowed)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('answers strapi::cors with the Origin or nothing, and @koa/cors with the Origin or ""', () => {
    const allowed = allowedBy({});
    const ctx = (origin: string) => ({ get: () => origin });
    expect(strapiCorsOrigin(allowed)(ctx('http://localhost:3000'))).toEqual(['http://localhost:3000']);
    expect(strapiCorsOrigin(allowed)(ctx('https://attacker.example'))).toEqual([]);
    expect(koaCorsOrigin(allowed)(ctx('http://localhost:3000'))).toBe('http://localhost:3000');
    expect(koaCorsOrigin(allowed)(ctx('https://attacker.example'))).toBe('');
    expect(koaCorsOrigin(allowed)(ctx(''))).toBe('');
  });
});
