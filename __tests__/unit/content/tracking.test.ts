import { buildTrackingQuery } from '../../../lib/content/tracking';

type Params = Parameters<typeof buildTrackingQuery>[0];

describe('buildTrackingQuery (docs/content-rules.md §2 tracking-link helper, §9 tracking parameters)', () => {
  it.each<[string, Params, string, string]>([
    [
      'all four parameters, in order',
      { source: 'newsletter', medium: 'email', campaign: 'spring', id: '42' },
      'site',
      'utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42',
    ],
    [
      'order is fixed whatever the key order of the input',
      { id: '42', campaign: 'spring', medium: 'email', source: 'newsletter' },
      'site',
      'utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_id=42',
    ],
    ['source only', { source: 'facebook' }, 'site', 'utm_source=facebook'],
    ['missing source uses the fallback', {}, 'website', 'utm_source=website'],
    ['null source uses the fallback', { source: null, medium: 'cpc' }, 'website', 'utm_source=website&utm_medium=cpc'],
    ['empty source uses the fallback', { source: '' }, 'website', 'utm_source=website'],
    ['whitespace-only source uses the fallback', { source: '  \t ' }, 'website', 'utm_source=website'],
    ['the fallback is trimmed too', { source: '' }, '  website ', 'utm_source=website'],
    ['utm_source is written even when the fallback is blank', { medium: 'email' }, '', 'utm_source=&utm_medium=email'],
    ['empty medium is left out', { source: 's', medium: '', campaign: 'c' }, 'f', 'utm_source=s&utm_campaign=c'],
    ['whitespace-only campaign is left out', { source: 's', campaign: '   ', id: '7' }, 'f', 'utm_source=s&utm_id=7'],
    ['null id is left out', { source: 's', medium: 'm', id: null }, 'f', 'utm_source=s&utm_medium=m'],
    [
      'values are trimmed',
      { source: ' s ', medium: '\tm\n', campaign: ' c ', id: ' 1 ' },
      'f',
      'utm_source=s&utm_medium=m&utm_campaign=c&utm_id=1',
    ],
    [
      'values are URL-encoded',
      { source: 'a&b=c', medium: 'pay per click', campaign: 'été/2026?', id: '#1+2' },
      'f',
      'utm_source=a%26b%3Dc&utm_medium=pay%20per%20click&utm_campaign=%C3%A9t%C3%A9%2F2026%3F&utm_id=%231%2B2',
    ],
    ['the fallback is URL-encoded', {}, 'my site', 'utm_source=my%20site'],
    ['emoji are URL-encoded as UTF-8', { source: '😀' }, 'f', 'utm_source=%F0%9F%98%80'],
  ])('%s', (_rule, params, fallback, expected) => {
    expect(buildTrackingQuery(params, fallback)).toBe(expected);
  });

  it('never starts with ?', () => {
    expect(buildTrackingQuery({ source: '?x' }, 'f').startsWith('?')).toBe(false);
    expect(buildTrackingQuery({ source: '?x' }, 'f')).toBe('utm_source=%3Fx');
  });
});
