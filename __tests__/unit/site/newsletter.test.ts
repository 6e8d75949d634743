import { maskEmail, sourcePagePath, trackingParameters, validateNewsletter } from '@/lib/newsletter/validate';

const EMPTY = 'Enter your email address.';
const MALFORMED = 'Enter an email address like name@example.com.';
const NO_CONSENT = 'Tick the box to agree to the privacy policy.';

describe('validateNewsletter: what the form and the API both check', () => {
  it.each([
    ['a plain address', 'jane@example.com'],
    ['dots, plus and hyphens', 'jane.doe+camp@mail.example-travel.co.uk'],
    ['upper case', 'JANE@EXAMPLE.COM'],
    ['spaces around it (trimmed)', '  jane@example.com \t'],
    ['254 characters, the longest mail systems take', `${'a'.repeat(242)}@example.com`],
  ])('accepts %s', (_label, email) => {
    expect(validateNewsletter({ email, consent: true })).toEqual({});
  });

  it.each([
    ['empty', '', EMPTY],
    ['only spaces', '   ', EMPTY],
    ['missing', undefined, EMPTY],
    ['not a string', 42, EMPTY],
    ['a space inside', 'jane doe@example.com', MALFORMED],
    ['no @', 'jane.example.com', MALFORMED],
    ['two @', 'jane@@example.com', MALFORMED],
    ['no top-level domain', 'jane@example', MALFORMED],
    ['a one-letter top-level domain', 'jane@example.c', MALFORMED],
    ['a numeric top-level domain', 'jane@example.123', MALFORMED],
    ['nothing before the @', '@example.com', MALFORMED],
    ['markup', '<jane@example.com>', MALFORMED],
    ['255 characters, one too many', `${'a'.repeat(243)}@example.com`, MALFORMED],
  ])('rejects an email that is %s', (_label, email, message) => {
    expect(validateNewsletter({ email, consent: true })).toEqual({ email: message });
  });

  it.each([
    ['false', false],
    ['the string "true"', 'true'],
    ['1', 1],
    ['"on"', 'on'],
    ['missing', undefined],
    ['null', null],
  ])('asks for consent when it is %s, not true', (_label, consent) => {
    expect(validateNewsletter({ email: 'jane@example.com', consent })).toEqual({ consent: NO_CONSENT });
  });

  it('reports both fields at once', () => {
    expect(validateNewsletter({ email: '', consent: false })).toEqual({ email: EMPTY, consent: NO_CONSENT });
  });
});

describe('maskEmail: recognisable in a log, not readable', () => {
  it.each([
    ['jane.doe@example.com', 'j***@e***.com'],
    ['a@b.io', 'a***@b***.io'],
    ['priya+camp@mail.example.co.uk', 'p***@m***.uk'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('keeps neither the name nor the domain', () => {
    const masked = maskEmail('jane.doe@wayfarercollective.com');
    expect(masked).not.toContain('jane');
    expect(masked).not.toContain('wayfarercollective');
  });
});

describe('sourcePagePath: the page a sign-up came from, as stored', () => {
  it.each([
    ['/us/blog/hiking', '/us/blog/hiking'],
    ['/blog/post?utm_source=mail&email=jane@example.com', '/blog/post'],
    ['/events#spring-fair', '/events'],
    ['/', '/'],
  ])('keeps the path of %s', (value, path) => {
    expect(sourcePagePath(value)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a relative path', 'blog/post'],
    ['a line break', '/blog\n[newsletter] forged'],
    ['a backslash', '/\\evil.example'],
    ['too long', `/${'a'.repeat(512)}`],
    ['not a string', { path: '/' }],
  ])('stores nothing for %s', (_label, value) => {
    expect(sourcePagePath(value)).toBeNull();
  });
});

describe('trackingParameters: the stored UTM record, kept to what it may hold', () => {
  it('keeps the UTM keys and the referrer, nulls included', () => {
    const record = {
      utm_source: 'a',
      utm_medium: null,
      utm_campaign: 'c',
      utm_id: null,
      referrer: 'https://x.example/',
    };
    expect(trackingParameters(record)).toEqual(record);
  });

  it('drops unknown keys, non-strings and overlong values; nothing left is null', () => {
    expect(trackingParameters({ utm_source: 'a', admin: 'yes', utm_medium: 3, utm_id: 'x'.repeat(1001) })).toEqual({
      utm_source: 'a',
    });
    expect(trackingParameters({ admin: 'yes' })).toBeNull();
    expect(trackingParameters(['utm_source'])).toBeNull();
    expect(trackingParameters('utm_source=a')).toBeNull();
    expect(trackingParameters(null)).toBeNull();
  });
});
