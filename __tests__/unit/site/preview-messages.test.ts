import { isPreviewRefreshMessage, previewOrigins, PREVIEW_MESSAGE_TYPES } from '@/lib/preview/messages';

const allowed = ['http://localhost:1337', 'https://cms.example.com'];

describe('preview messages (docs/content-rules.md §4, §6)', () => {
  it.each(PREVIEW_MESSAGE_TYPES)('%s from an allowed origin refreshes the page', (type) => {
    expect(isPreviewRefreshMessage({ origin: 'http://localhost:1337', data: { type } }, allowed)).toBe(true);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example.com', data: { type: 'strapiUpdate' } }],
    ['an allowed origin on another port', { origin: 'http://localhost:1338', data: { type: 'strapiUpdate' } }],
    ['a look-alike origin', { origin: 'https://cms.example.com.evil.io', data: { type: 'strapiUpdate' } }],
    ['another type', { origin: 'http://localhost:1337', data: { type: 'navigate', url: 'javascript:alert(1)' } }],
    ['a bare string', { origin: 'http://localhost:1337', data: 'strapiUpdate' }],
    ['no data', { origin: 'http://localhost:1337', data: null }],
    ['a list', { origin: 'http://localhost:1337', data: ['strapiUpdate'] }],
  ])('%s changes nothing', (_label, event) => {
    expect(isPreviewRefreshMessage(event, allowed)).toBe(false);
  });

  it.each(['production', 'staging'])(
    'with ENVIRONMENT=%s, names only the admin’s public origins: no localhost, not the internal CMS_URL',
    (ENVIRONMENT) => {
      // As the page loader calls it: CMS_PUBLIC_URL, else CMS_URL.
      expect(previewOrigins('http://cms.internal:1337', undefined, { ENVIRONMENT })).toEqual([]);
      const env = { ENVIRONMENT, CMS_PUBLIC_URL: 'https://cms.example.com/' };
      expect(previewOrigins('https://cms.example.com/', 'https://cms-eu.example.com', env)).toEqual([
        'https://cms.example.com',
        'https://cms-eu.example.com',
      ]);
    },
  );

  it('allows local development hosts, the configured CMS origin and listed admin origins', () => {
    expect(
      previewOrigins(
        'http://cms.internal:1337/',
        'https://dev-cms.example.com, https://cms.example.com/admin, not a url',
      ),
    ).toEqual([
      'http://localhost:1337',
      'http://127.0.0.1:1337',
      'http://cms.internal:1337',
      'https://dev-cms.example.com',
      'https://cms.example.com',
    ]);
  });
});
