import { resolveBrandFromHost, normaliseHostname } from '@/lib/brand/resolve';
import type { Brand } from '@/lib/brand/types';
import { brandOrigins } from '@/lib/cms/page-loader';

const brand = (name: string, slug: string, domain: string | null): Brand => ({
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
  brand('Timberline Camps', 'timberline', 'https://timberlinecamps.com/'),
  brand('BUNAC', 'bunac', 'www.bunac.org'),
];

describe('resolveBrandFromHost', () => {
  it.each([
    ['the brand domain', 'www.wayfarercollective.com', 'Wayfarer Collective'],
    ['without www.', 'wayfarercollective.com', 'Wayfarer Collective'],
    ['with a port', 'www.bunac.org:8443', 'BUNAC'],
    ['in capitals', 'WWW.BUNAC.ORG', 'BUNAC'],
    ['a domain entered with a scheme and a slash', 'timberlinecamps.com', 'Timberline Camps'],
    ['www. added to a domain entered without it', 'www.timberlinecamps.com', 'Timberline Camps'],
    ['the local demo host <slug>.localhost', 'timberline.localhost:3000', 'Timberline Camps'],
    ['plain localhost: the default brand', 'localhost:3000', 'BUNAC'],
    ['an unknown host: the default brand', 'evil.example.com', 'BUNAC'],
    ['an unknown *.localhost slug: the default brand', 'nobody.localhost:3000', 'BUNAC'],
    ['no host header: the default brand', undefined, 'BUNAC'],
  ])('%s', (_label, host, expected) => {
    expect(resolveBrandFromHost(host, brands, 'BUNAC')?.name).toBe(expected);
  });

  it('uses the first brand when the default brand does not exist, and null with no brands', () => {
    expect(resolveBrandFromHost('localhost', brands, 'Nope')?.name).toBe('Wayfarer Collective');
    expect(resolveBrandFromHost('localhost', brands, undefined)?.name).toBe('Wayfarer Collective');
    expect(resolveBrandFromHost('localhost', [], 'BUNAC')).toBeNull();
  });

  it('normalises hosts and domains the same way', () => {
    expect(normaliseHostname('https://www.Example.com:8080/path?q')).toBe('example.com');
  });
});

describe('brandOrigins (where links to another brand go)', () => {
  it('keeps the demo on local hosts, same port', () => {
    expect(brandOrigins('wayfarer.localhost:3000', brands)).toEqual({
      'Wayfarer Collective': 'http://wayfarer.localhost:3000',
      'Timberline Camps': 'http://timberline.localhost:3000',
      BUNAC: 'http://bunac.localhost:3000',
    });
  });

  it('uses each brand’s domain over https in production', () => {
    expect(brandOrigins('www.bunac.org', brands)).toEqual({
      'Wayfarer Collective': 'https://www.wayfarercollective.com',
      'Timberline Camps': 'https://timberlinecamps.com',
      BUNAC: 'https://www.bunac.org',
    });
  });
});
