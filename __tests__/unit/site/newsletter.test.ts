import type { NextApiRequest, NextApiResponse } from 'next';
import handler from '@/pages/api/newsletter';
import { maskEmail, validateNewsletter } from '@/lib/newsletter/validate';

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

interface FakeResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
}

function call(method: string, body?: unknown) {
  const sent: FakeResponse = { statusCode: 200, headers: {}, body: undefined };
  const res = {
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      sent.statusCode = code;
      return res;
    },
    json(payload: unknown) {
      sent.body = payload;
      return res;
    },
  };
  handler(
    { method, body, headers: { 'content-type': 'application/json' } } as unknown as NextApiRequest,
    res as unknown as NextApiResponse,
  );
  return sent;
}

describe('POST /api/newsletter', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  it.each(['GET', 'PUT', 'DELETE', 'HEAD'])('answers %s with 405 and Allow: POST', (method) => {
    const sent = call(method);
    expect(sent.statusCode).toBe(405);
    expect(sent.headers.allow).toBe('POST');
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.body).toMatchObject({ ok: false });
    expect(info).not.toHaveBeenCalled();
  });

  it('answers 400 with the fields that are wrong', () => {
    const sent = call('POST', { email: 'jane@example', consent: false });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toEqual({ ok: false, errors: { email: MALFORMED, consent: NO_CONSENT } });
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(info).not.toHaveBeenCalled();
  });

  it.each([
    ['no body', undefined],
    ['a string body (not JSON)', 'email=jane@example.com&consent=true'],
    ['a null body', null],
    ['consent as the string "true"', { email: 'jane@example.com', consent: 'true' }],
  ])('answers 400 for %s', (_label, body) => {
    const sent = call('POST', body);
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toMatchObject({ ok: false, errors: expect.any(Object) });
  });

  it('answers 200 { ok: true } for a valid sign-up, uncached', () => {
    const sent = call('POST', {
      email: ' jane.doe@example.com ',
      consent: true,
      listId: 'wayfarer-main',
      templateId: 'welcome-01',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toEqual({ ok: true });
    expect(sent.headers['cache-control']).toBe('no-store');
  });

  it('never echoes the address back, accepted or not', () => {
    for (const body of [
      { email: 'jane.doe@example.com', consent: true },
      { email: 'jane.doe@example', consent: true },
      { email: 'jane.doe@example.com', consent: false },
    ]) {
      expect(JSON.stringify(call('POST', body).body)).not.toContain('jane.doe');
    }
  });

  it('logs the sign-up with the address masked and the list it is for', () => {
    call('POST', { email: 'jane.doe@example.com', consent: true, listId: 'wayfarer-main' });
    expect(info).toHaveBeenCalledTimes(1);
    const line = String(info.mock.calls[0][0]);
    expect(line).toContain('j***@e***.com');
    expect(line).toContain('wayfarer-main');
    expect(line).not.toContain('jane.doe@example.com');
  });

  it('logs the default list when none (or no string) is given, and cuts a long list id', () => {
    call('POST', { email: 'jane@example.com', consent: true, listId: { $ne: null } });
    expect(String(info.mock.calls[0][0])).toMatch(/list "default"$/);
    call('POST', { email: 'jane@example.com', consent: true, listId: 'x'.repeat(500) });
    expect(String(info.mock.calls[1][0])).toMatch(new RegExp(`list "${'x'.repeat(64)}"$`));
  });

  it('cannot forge log lines through the list id', () => {
    call('POST', {
      email: 'jane@example.com',
      consent: true,
      listId: 'main\n[newsletter] admin@example.com subscribed',
    });
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0][0])).not.toContain('\n');
  });
});
