import { parseHostHeader } from '@/lib/brand/host';
import { resolveBrandFromHost } from '@/lib/brand/resolve';
import { brandOrigins } from '@/lib/cms/page-loader';
import type { Brand } from '@/lib/brand/types';

const brand = (name: string, slug: string, domain: string): Brand => ({
  name,
  slug,
  domain,
  singleCountryBrand: false,
  countries: [],
  favicon: null,
  socialShareImage: null,
  organization: null,
});
const brands = [
  brand('Wayfarer Collective', 'wayfarer', 'www.wayfarercollective.com'),
  brand('Timberline Camps', 'timberline', 'timberlinecamps.com'),
];

describe('parseHostHeader: a host name and an optional numeric port, nothing else', () => {
  it.each([
    ['a name', 'www.bunac.org', { hostname: 'www.bunac.org', port: null }],
    ['a name and port', 'wayfarer.localhost:3000', { hostname: 'wayfarer.localhost', port: '3000' }],
    ['capitals, lower-cased', 'WWW.Bunac.ORG', { hostname: 'www.bunac.org', port: null }],
    [
      'a fully qualified name: trailing dot removed',
      'timberline.localhost.',
      { hostname: 'timberline.localhost', port: null },
    ],
    [
      'a trailing dot before the port',
      'timberline.localhost.:3000',
      { hostname: 'timberline.localhost', port: '3000' },
    ],
    ['an IPv4 address', '127.0.0.1:3000', { hostname: '127.0.0.1', port: '3000' }],
    ['an IPv6 literal', '[::1]:3000', { hostname: '[::1]', port: '3000' }],
  ])('accepts %s', (_label, header, expected) => {
    expect(parseHostHeader(header)).toEqual(expected);
  });

  it.each([
    ['userinfo', 'wayfarer.localhost:3000@evil.com'],
    ['userinfo first', 'evil.com@wayfarer.localhost'],
    ['a path', 'wayfarer.localhost/evil'],
    ['a query', 'wayfarer.localhost?x=1'],
    ['a fragment', 'wayfarer.localhost#x'],
    ['a space', 'wayfarer .localhost'],
    ['a leading space', ' wayfarer.localhost'],
    ['a tab', 'wayfarer.localhost\t'],
    ['a newline (header splitting)', 'wayfarer.localhost\r\nSet-Cookie: x=1'],
    ['unicode', 'wäyfarer.localhost'],
    ['a look-alike dot', 'wayfarer。localhost'],
    ['a backslash', 'evil.com\\wayfarer.localhost'],
    ['a scheme', 'http://wayfarer.localhost'],
    ['two ports', 'wayfarer.localhost:3000:4000'],
    ['a port that is not a number', 'wayfarer.localhost:abc'],
    ['a port out of range', 'wayfarer.localhost:70000'],
    ['port zero', 'wayfarer.localhost:0'],
    ['an empty port', 'wayfarer.localhost:'],
    ['an empty label', 'wayfarer..localhost'],
    ['a label starting with a hyphen', '-wayfarer.localhost'],
    ['a label over 63 characters', `${'a'.repeat(64)}.localhost`],
    ['an overlong name', `${'a.'.repeat(200)}localhost`],
    ['two trailing dots', 'wayfarer.localhost..'],
    ['nothing', ''],
    ['several values', ['wayfarer.localhost', 'evil.com']],
    ['no header', undefined],
  ])('refuses %s', (_label, header) => {
    expect(parseHostHeader(header as string)).toBeNull();
  });
});

describe('a malformed Host never picks a brand or shapes a link', () => {
  it('serves the default brand for a host with userinfo, and the right brand for a trailing dot', () => {
    expect(resolveBrandFromHost('timberline.localhost:3000@evil.com', brands, 'Wayfarer Collective')?.name).toBe(
      'Wayfarer Collective',
    );
    expect(resolveBrandFromHost('timberline.localhost.', brands, 'Wayfarer Collective')?.name).toBe('Timberline Camps');
    expect(resolveBrandFromHost('timberlinecamps.com.', brands, 'Wayfarer Collective')?.name).toBe('Timberline Camps');
  });

  it('builds cross-brand origins from the brands’ domains, never from a malformed host', () => {
    const origins = brandOrigins('wayfarer.localhost:3000@evil.com', brands);
    expect(Object.values(origins).join(' ')).not.toMatch(/evil|@/);
    expect(origins).toEqual({
      'Wayfarer Collective': 'https://www.wayfarercollective.com',
      'Timberline Camps': 'https://timberlinecamps.com',
    });
  });
});
