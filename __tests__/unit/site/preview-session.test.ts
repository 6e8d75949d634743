import {
  PREVIEW_SESSION_TTL_SECONDS,
  createPreviewSession,
  expiredPreviewSessionCookie,
  previewSessionCookie,
  readCookie,
  revokePreviewSession,
  signPreviewSession,
  verifyPreviewSession,
} from '@/lib/preview/session';

const SECRET = 'a-preview-secret-of-the-site-0123456789';
const NOW = Date.parse('2026-11-24T10:00:00Z');

describe('preview sessions', () => {
  it('verifies a session it signed: the brand, an expiry an hour away', () => {
    const session = createPreviewSession('timberline', NOW);
    const verified = verifyPreviewSession(signPreviewSession(session, SECRET), SECRET, NOW);
    expect(verified).toEqual(session);
    expect(session.expires * 1000 - NOW).toBe(PREVIEW_SESSION_TTL_SECONDS * 1000);
    expect(PREVIEW_SESSION_TTL_SECONDS).toBe(3600);
  });

  it('gives every session its own id', () => {
    expect(createPreviewSession('wayfarer', NOW).id).not.toBe(createPreviewSession('wayfarer', NOW).id);
  });

  it('refuses a session once it has expired', () => {
    const value = signPreviewSession(createPreviewSession('wayfarer', NOW), SECRET);
    expect(verifyPreviewSession(value, SECRET, NOW + (PREVIEW_SESSION_TTL_SECONDS - 1) * 1000)).not.toBeNull();
    expect(verifyPreviewSession(value, SECRET, NOW + PREVIEW_SESSION_TTL_SECONDS * 1000)).toBeNull();
  });

  it('refuses a revoked session, and only that one', () => {
    const revoked = createPreviewSession('wayfarer', NOW);
    const other = createPreviewSession('wayfarer', NOW);
    revokePreviewSession(revoked, NOW);
    expect(verifyPreviewSession(signPreviewSession(revoked, SECRET), SECRET, NOW)).toBeNull();
    expect(verifyPreviewSession(signPreviewSession(other, SECRET), SECRET, NOW)).toEqual(other);
  });

  it.each([
    [
      'signed with another secret',
      () => signPreviewSession(createPreviewSession('wayfarer', NOW), 'another-secret-0123456789abcdef0123'),
    ],
    [
      'a payload changed to another brand',
      () => {
        const [, mac] = signPreviewSession(createPreviewSession('wayfarer', NOW), SECRET).split('.');
        const payload = Buffer.from(
          JSON.stringify({ v: 1, id: 'x', brand: 'timberline', exp: NOW / 1000 + 60 }),
        ).toString('base64url');
        return `${payload}.${mac}`;
      },
    ],
    [
      'a later expiry written in',
      () => {
        const [, mac] = signPreviewSession(createPreviewSession('wayfarer', NOW), SECRET).split('.');
        return `${Buffer.from(JSON.stringify({ v: 1, id: 'x', brand: 'wayfarer', exp: 9_999_999_999 })).toString('base64url')}.${mac}`;
      },
    ],
    ['no signature', () => signPreviewSession(createPreviewSession('wayfarer', NOW), SECRET).split('.')[0]],
    ['an empty signature', () => `${signPreviewSession(createPreviewSession('wayfarer', NOW), SECRET).split('.')[0]}.`],
    ['an extra part', () => `${signPreviewSession(createPreviewSession('wayfarer', NOW), SECRET)}.x`],
    ['Next’s draft-mode cookie value', () => '4f1d2c3b5a69788796a5b4c3d2e1f0aa'],
    ['garbage', () => '%%%.###'],
    ['an overlong value', () => 'a'.repeat(600)],
    ['nothing', () => undefined],
  ])('refuses %s', (_label, value) => {
    expect(verifyPreviewSession(value(), SECRET, NOW)).toBeNull();
  });

  it('refuses everything when the site has no preview secret', () => {
    expect(
      verifyPreviewSession(signPreviewSession(createPreviewSession('wayfarer', NOW), SECRET), undefined, NOW),
    ).toBeNull();
  });

  it('travels as an HttpOnly cookie that works in the admin’s cross-site frame, and is removed on exit', () => {
    expect(previewSessionCookie('v')).toBe(
      '__preview_session=v; Path=/; Max-Age=3600; HttpOnly; SameSite=None; Secure; Partitioned',
    );
    expect(expiredPreviewSessionCookie()).toMatch(/^__preview_session=; Path=\/; Max-Age=0; /);
  });

  it('reads one cookie from a Cookie header', () => {
    expect(readCookie('a=1; __preview_session=abc.def; b=2', '__preview_session')).toBe('abc.def');
    expect(readCookie('x__preview_session=no', '__preview_session')).toBeUndefined();
    expect(readCookie(undefined, '__preview_session')).toBeUndefined();
  });
});
