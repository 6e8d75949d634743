import { linkCookiePolicy, policyLink, type LinkItem, type Navigation } from '@/lib/brand/site-settings';

const link = (text: string, url: string): LinkItem => ({ text, url });

const navigation = (subFooter: LinkItem[], columns: LinkItem[][] = []): Navigation => ({
  footerLogos: [],
  footerMenu: columns.map((links, index) => ({ title: `Column ${index}`, links })),
  social: [],
  affiliates: [],
  subFooter: { text: null, links: subFooter },
  automatedMenuItems: [],
  myBookingLink: null,
});

describe('policyLink: the brand’s policy pages the cookie notice and the newsletter link to', () => {
  it.each([
    [
      'cookie',
      [link('Privacy policy', '/privacy-policy/'), link('Cookie policy', '/cookie-policy/')],
      '/cookie-policy/',
    ],
    [
      'privacy',
      [link('Privacy policy', '/privacy-policy/'), link('Cookie policy', '/cookie-policy/')],
      '/privacy-policy/',
    ],
    // BUNAC names them its own way: the address or the words find them.
    ['cookie', [link('Privacy notice', '/privacy-policy'), link('Cookies', '/cookie-policy')], '/cookie-policy'],
    ['privacy', [link('Privacy notice', '/legal/data')], '/legal/data'],
  ] as const)('finds the %s policy among the sub-footer’s links', (policy, links, url) => {
    expect(policyLink(navigation([...links]), policy)?.url).toBe(url);
  });

  it('looks in the footer’s columns when the sub-footer has none', () => {
    const found = policyLink(
      navigation([], [[link('About us', '/about-us/'), link('Cookies', '/cookies/')]]),
      'cookie',
    );
    expect(found).toEqual(link('Cookies', '/cookies/'));
  });

  it('is null when the brand links no such page, so nothing links nowhere', () => {
    expect(policyLink(navigation([link('Terms', '/terms/')]), 'cookie')).toBeNull();
    expect(policyLink({ ...navigation([]), subFooter: null }, 'privacy')).toBeNull();
  });
});

describe('linkCookiePolicy: the cookie notice’s text with its policy linked', () => {
  const policy = link('Cookie policy', '/cookie-policy/');

  it('links the first plain mention of the cookie policy, keeping the brand’s words', () => {
    expect(linkCookiePolicy('See our cookie policy for details.', policy)).toBe(
      'See our [cookie policy](/cookie-policy/) for details.',
    );
    expect(linkCookiePolicy('Read our Cookie Policy. The cookie policy changes.', policy)).toBe(
      'Read our [Cookie Policy](/cookie-policy/). The cookie policy changes.',
    );
  });

  it('keeps a text that links the page already as it is', () => {
    const text = 'Read our [cookie policy](/cookie-policy/).';
    expect(linkCookiePolicy(text, policy)).toBe(text);
  });

  it('is null when the text does not name it, so the notice links it after the text', () => {
    expect(
      linkCookiePolicy('BUNAC uses cookies to make this site work.', link('Cookies', '/cookie-policy')),
    ).toBeNull();
  });

  it('does not write an address Markdown would break on into the text', () => {
    expect(linkCookiePolicy('See our cookie policy.', link('Cookies', '/cookie (policy)'))).toBeNull();
  });
});
