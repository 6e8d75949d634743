/**
 * Newsletter sign-ups in the real CMS: stored once per brand, list and address through the
 * create-only token, readable by editors in the admin, by nobody through the public API.
 */
import { randomBytes } from 'crypto';
import { adminToken, cmsUrl, graphql, newsletterToken, previewToken } from './support';

const UID = 'api::newsletter-signup.newsletter-signup';

const subscribe = (data: Record<string, unknown>, token: string | null = newsletterToken()) =>
  fetch(`${cmsUrl()}/api/newsletter-signups/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });

/** A sign-up of an address no other test uses. */
const signup = (overrides: Record<string, unknown> = {}) => ({
  email: `visitor-${randomBytes(4).toString('hex')}@example.com`,
  brand: 'wayfarer',
  listId: 'wf-main',
  consentText: 'I agree to the privacy policy.',
  sourcePage: '/us/blog/hiking',
  trackingParams: { utm_source: 'spring', utm_medium: null, referrer: 'Direct_link_or_Blocked' },
  ...overrides,
});

/** The sign-ups of an address as an editor sees them in the admin's content manager. */
async function signupsInAdmin(email: string) {
  const query = new URLSearchParams({ 'filters[Email][$eqi]': email, populate: 'brand' });
  const response = await fetch(`${cmsUrl()}/content-manager/collection-types/${UID}?${query}`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Record<string, any>[] }).results;
}

describe('newsletter sign-ups', () => {
  it('stores a sign-up once: the same address on the same list, in any case, is one record', async () => {
    const data = signup();
    const first = await subscribe(data);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ data: { created: true } });
    const again = await subscribe({ ...data, email: data.email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { created: false } });

    const [stored, ...others] = await signupsInAdmin(data.email);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      Email: data.email,
      ListId: 'wf-main',
      ConsentText: 'I agree to the privacy policy.',
      SourcePage: '/us/blog/hiking',
      TrackingParams: data.trackingParams,
    });
    expect(Date.now() - Date.parse(stored.ConsentedAt)).toBeLessThan(60_000);
  });

  it('keeps one record when the same sign-up arrives many times at once', async () => {
    const data = signup();
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe(data).then((r) => r.json())));
    expect(answers.filter((answer) => answer.data?.created === true)).toHaveLength(1);
    expect(answers.filter((answer) => answer.data?.created === false)).toHaveLength(5);
    expect(await signupsInAdmin(data.email)).toHaveLength(1);
  });

  it('keeps the same address on another list, or of another brand, apart', async () => {
    const data = signup();
    expect((await subscribe(data)).status).toBe(201);
    expect((await subscribe({ ...data, listId: 'wf-offers' })).status).toBe(201);
    expect((await subscribe({ ...data, brand: 'timberline' })).status).toBe(201);
    expect(await signupsInAdmin(data.email)).toHaveLength(3);
  });

  it('refuses an unknown brand and a sign-up without consent text, storing nothing', async () => {
    const data = signup();
    for (const bad of [
      { ...data, brand: 'no-such-brand' },
      { ...data, consentText: '' },
      { ...data, email: 'nope' },
    ]) {
      expect((await subscribe(bad)).status).toBe(400);
    }
    expect(await signupsInAdmin(data.email)).toEqual([]);
  });

  it('stamps the time of consent itself: a caller cannot backdate it', async () => {
    const data = signup({ consentedAt: '2001-01-01T00:00:00.000Z', ConsentedAt: '2001-01-01T00:00:00.000Z' });
    await subscribe(data);
    const [stored] = await signupsInAdmin(data.email);
    expect(stored.ConsentedAt.startsWith('2001')).toBe(false);
  });

  it('shows editors the sign-ups with the columns that matter, newest first, as records they cannot rewrite', async () => {
    const response = await fetch(`${cmsUrl()}/content-manager/content-types/${UID}/configuration`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const { data } = (await response.json()) as { data: { contentType: Record<string, any> } };
    const { layouts, settings, metadatas } = data.contentType;
    expect(layouts.list).toEqual(['Email', 'brand', 'ListId', 'SourcePage', 'updatedAt']);
    expect(settings).toMatchObject({ defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC', mainField: 'Email' });
    expect(metadatas.ConsentText.edit).toMatchObject({ label: 'Consent text shown', editable: false });
  });

  it('leaves sign-ups out of the home page’s “Last edited entries”, which keeps what editors changed', async () => {
    const data = signup();
    expect((await subscribe(data)).status).toBe(201);
    const recent = async (action: 'update' | 'publish') => {
      const response = await fetch(`${cmsUrl()}/content-manager/homepage/recent-documents?action=${action}`, {
        headers: { authorization: `Bearer ${await adminToken()}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { contentTypeUid: string; title: string }[] }).data;
    };
    const edited = await recent('update');
    // Four entries, the newest changes of other types, although the sign-up is newer than all of them.
    expect(edited).toHaveLength(4);
    expect(edited.map((entry) => entry.contentTypeUid)).not.toContain(UID);
    expect(edited.map((entry) => entry.title)).not.toContain(data.email);
    // The list of sign-ups itself still has it.
    expect(await signupsInAdmin(data.email)).toHaveLength(1);
  });
});

describe('nobody else reads or writes sign-ups', () => {
  it('refuses the public role: no sign-up without the token, no list, no GraphQL query', async () => {
    expect((await subscribe(signup(), null)).status).toBe(403);
    expect((await fetch(`${cmsUrl()}/api/newsletter-signups`)).status).toBe(404);
    const result = await graphql('{ newsletterSignups { Email } }');
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "newsletterSignups"/);
  });

  it('refuses the preview token (read-only) a sign-up', async () => {
    expect((await subscribe(signup(), previewToken())).status).toBe(403);
  });

  it('gives the newsletter token nothing but sign-ups: it cannot read content', async () => {
    const rest = await fetch(`${cmsUrl()}/api/blog-posts`, {
      headers: { authorization: `Bearer ${newsletterToken()}` },
    });
    expect(rest.status).toBe(403);
    const result = await graphql('{ brands { Name } }', {}, { token: newsletterToken() });
    expect(result.errors?.[0]?.message).toMatch(/Forbidden/);
  });
});
