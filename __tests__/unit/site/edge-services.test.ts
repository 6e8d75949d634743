/**
 * The edge's two ways past the page cache (lib/cms/edge-services.ts): an editor's verified preview
 * session for the host's brand, and an operator's bearer token. While a secret is a public demo
 * value, neither counts from another machine.
 */
import { isEditor, isOperator } from '@/lib/cms/edge-services';
import { createPreviewSession, signPreviewSession } from '@/lib/preview/session';
import { DEMO_VALUES } from '@/lib/security/production-secrets';

const OWN = {
  PREVIEW_SECRET: 'an-own-preview-secret-0123456789abcdef',
  REVALIDATE_SECRET: 'an-own-webhook-secret-0123456789abcdef',
};
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});
const use = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
};

const session = (brand: string, secret: string) =>
  `__prerender_bypass=draft; __preview_session=${signPreviewSession(createPreviewSession(brand), secret)}`;

describe('isEditor', () => {
  beforeEach(() => use({ ENVIRONMENT: 'production', ...OWN }));

  it('is true for a verified session of this brand with the draft-mode cookie, from anywhere', () => {
    expect(isEditor(session('wayfarer', OWN.PREVIEW_SECRET), 'wayfarer', '203.0.113.5')).toBe(true);
  });

  it.each([
    ['another brand’s session', () => session('bunac', OWN.PREVIEW_SECRET)],
    ['a session signed with another secret', () => session('wayfarer', 'not-the-secret-at-all-0123456789')],
    [
      'a session without the draft-mode cookie',
      () => session('wayfarer', OWN.PREVIEW_SECRET).replace('__prerender_bypass=draft; ', ''),
    ],
    ['the draft-mode cookie alone', () => '__prerender_bypass=draft'],
    ['a made-up session', () => '__prerender_bypass=x; __preview_session=eyJ2IjoxfQ.abc'],
    ['no cookie', () => ''],
  ])('is false for %s', (_label, cookie) => {
    expect(isEditor(cookie() || undefined, 'wayfarer', '127.0.0.1')).toBe(false);
  });

  it('with the public demo secret, counts only from this machine', () => {
    use({ ENVIRONMENT: undefined, PREVIEW_SECRET: undefined });
    const demo = session('wayfarer', DEMO_VALUES.PREVIEW_SECRET[0]);
    expect(isEditor(demo, 'wayfarer', '127.0.0.1')).toBe(true);
    expect(isEditor(demo, 'wayfarer', '::ffff:127.0.0.1')).toBe(true);
    expect(isEditor(demo, 'wayfarer', '203.0.113.5')).toBe(false);
    expect(isEditor(demo, 'wayfarer', undefined)).toBe(false);
  });
});

describe('isOperator', () => {
  it('is true for the webhook secret as a bearer token, and nothing else', () => {
    use({ ENVIRONMENT: 'production', ...OWN });
    expect(isOperator(`Bearer ${OWN.REVALIDATE_SECRET}`, '203.0.113.5')).toBe(true);
    for (const header of [
      undefined,
      '',
      `Bearer ${OWN.PREVIEW_SECRET}`,
      OWN.REVALIDATE_SECRET,
      `Basic ${OWN.REVALIDATE_SECRET}`,
    ])
      expect(isOperator(header, '127.0.0.1')).toBe(false);
  });

  it('with the public demo secret, counts only from this machine', () => {
    use({ ENVIRONMENT: undefined, REVALIDATE_SECRET: undefined });
    const bearer = `Bearer ${DEMO_VALUES.REVALIDATE_SECRET[0]}`;
    expect(isOperator(bearer, '127.0.0.1')).toBe(true);
    expect(isOperator(bearer, '198.51.100.7')).toBe(false);
  });
});
