/**
 * The JSON-LD builders (lib/seo/structured-data.ts). Each type is checked against the properties
 * the search engines' documentation marks as required (Google Search Central, structured data
 * gallery, November 2026): markup missing one is an error in their reports, so a builder either
 * gives them all or gives nothing.
 */
import {
  blogPostingLd,
  breadcrumbListLd,
  eventLd,
  faqPageLd,
  jobPostingLd,
  jsonLdText,
  organizationLd,
  plainText,
  productLd,
  type LdEvent,
  type LdJob,
  type LdPage,
} from '@/lib/seo/structured-data';
import { toMedia } from '@/lib/media';
import { testBrand, testMedia } from '../../support/render';

/** Required property paths per type; `a.b` is a nested property, `a[].b` one in every item of a list. */
const REQUIRED: Record<string, string[]> = {
  // Organization has no required properties; name and url identify it (recommended).
  Organization: ['name', 'url'],
  BreadcrumbList: ['itemListElement', 'itemListElement[].position', 'itemListElement[].name'],
  // Article types have no required properties; these are the recommended ones we always give.
  BlogPosting: ['headline', 'datePublished', 'author', 'author.name'],
  FAQPage: ['mainEntity', 'mainEntity[].name', 'mainEntity[].acceptedAnswer', 'mainEntity[].acceptedAnswer.text'],
  JobPosting: [
    'title',
    'description',
    'datePosted',
    'hiringOrganization',
    'hiringOrganization.name',
    'jobLocation',
    'jobLocation.address',
    'jobLocation.address.addressCountry',
  ],
  Event: ['name', 'startDate', 'location'],
  // A product snippet needs a name and one of offers, review, aggregateRating; an offer, its price.
  Product: ['name', 'offers', 'offers.price', 'offers.priceCurrency'],
};

function missing(data: Record<string, unknown>, paths: string[]): string[] {
  const has = (value: unknown, parts: string[]): boolean => {
    if (!parts.length) return value !== undefined && value !== null && value !== '';
    const [head, ...rest] = parts;
    if (head.endsWith('[]')) {
      const list = (value as Record<string, unknown>)?.[head.slice(0, -2)];
      return Array.isArray(list) && list.length > 0 && list.every((item) => has(item, rest));
    }
    return has((value as Record<string, unknown> | undefined)?.[head], rest);
  };
  return paths.filter((path) => !has(data, path.split('.')));
}

/** Asserts the object is complete JSON-LD of its type. */
function expectComplete(data: object | null, type: string) {
  expect(data).not.toBeNull();
  const object = data as Record<string, unknown>;
  expect(object['@context']).toBe('https://schema.org');
  expect(object['@type']).toBe(type);
  expect(missing(object, REQUIRED[type])).toEqual([]);
}

const brand = testBrand({
  organization: {
    name: 'Wayfarer Collective Ltd',
    description: 'Working holidays and gap years.',
    foundingDate: '2009-04-01',
    address: { street: '1 High St', city: 'London', region: null, postalCode: 'EC1A 1AA', country: 'United Kingdom' },
    contactPoints: [
      { telephone: '+44 20 7000 0000', email: null, countryCode: 'GB', contactType: 'customer service' },
      { telephone: null, email: null, countryCode: null, contactType: 'empty' },
    ],
  },
});
const page: LdPage = { brand, origin: 'https://www.wayfarercollective.com', path: '/jobs/' };

const job = (overrides: Partial<LdJob> = {}): LdJob => ({
  key: 'j1',
  title: 'Ski lift operator',
  description: 'Keep the **lifts** moving.',
  benefits: '- Free season pass',
  additionalInfo: null,
  datePosted: '2026-10-01T09:00:00.000Z',
  location: { name: 'Banff, Alberta', countryCode: 'CA' },
  image: toMedia(testMedia('banff')),
  ...overrides,
});

const event = (overrides: Partial<LdEvent> = {}): LdEvent => ({
  key: 'e1',
  title: 'Open evening',
  body: 'Doors at **6pm**.',
  date: { iso: '2027-01-14T18:30:00.000Z' },
  image: null,
  venue: {
    name: 'The Lounge',
    street: '12 Clerkenwell Road',
    city: 'London',
    postalCode: 'EC1M 5PQ',
    countryCode: 'GB',
  },
  online: false,
  ...overrides,
});

describe('organizationLd', () => {
  it('describes the brand from its OrganizationData, with address, contact points and logo', () => {
    const data = organizationLd(brand, page.origin, toMedia(testMedia('logo')));
    expectComplete(data, 'Organization');
    expect(data).toMatchObject({
      '@id': 'https://www.wayfarercollective.com/#organization',
      url: 'https://www.wayfarercollective.com/',
      name: 'Wayfarer Collective Ltd',
      foundingDate: '2009-04-01',
      logo: 'https://www.wayfarercollective.com/uploads/logo.jpg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 High St',
        addressLocality: 'London',
        postalCode: 'EC1A 1AA',
      },
      contactPoint: [{ '@type': 'ContactPoint', telephone: '+44 20 7000 0000', contactType: 'customer service' }],
    });
    expect(data).not.toHaveProperty('address.addressRegion');
  });

  it('falls back to the brand name when the CMS has no OrganizationData', () => {
    const data = organizationLd(testBrand(), 'https://www.wayfarercollective.com');
    expect(data).toMatchObject({ name: 'Wayfarer Collective' });
    expect(data).not.toHaveProperty('address');
  });
});

describe('breadcrumbListLd', () => {
  it('numbers the crumbs from 1 with absolute URLs, the last one the page itself', () => {
    const data = breadcrumbListLd(
      [{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog/' }, { label: 'A post' }],
      { ...page, path: '/blog/a-post/' },
    );
    expectComplete(data, 'BreadcrumbList');
    expect(data!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.wayfarercollective.com/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.wayfarercollective.com/blog/' },
      { '@type': 'ListItem', position: 3, name: 'A post', item: 'https://www.wayfarercollective.com/blog/a-post/' },
    ]);
  });

  it('gives nothing for a trail of one', () => {
    expect(breadcrumbListLd([{ label: 'Home', href: '/' }], page)).toBeNull();
  });
});

describe('blogPostingLd', () => {
  it('names the author, dates, image and publisher', () => {
    const data = blogPostingLd(
      {
        headline: 'Ten things to pack',
        datePublished: '2026-03-01',
        dateModified: '2026-03-04T10:00:00.000Z',
        author: { name: 'Ana Silva' },
        image: toMedia(testMedia('pack')),
      },
      { ...page, path: '/blog/ten-things/' },
    );
    expectComplete(data, 'BlogPosting');
    expect(data).toMatchObject({
      author: { '@type': 'Person', name: 'Ana Silva' },
      dateModified: '2026-03-04T10:00:00.000Z',
      image: 'https://www.wayfarercollective.com/uploads/pack.jpg',
      publisher: { '@type': 'Organization', name: 'Wayfarer Collective Ltd' },
      mainEntityOfPage: 'https://www.wayfarercollective.com/blog/ten-things/',
    });
  });

  it('credits the brand when the post has no author', () => {
    const data = blogPostingLd({ headline: 'News', datePublished: '2026-03-01' }, page);
    expectComplete(data, 'BlogPosting');
    expect(data!.author).toMatchObject({ '@type': 'Organization' });
  });
});

describe('faqPageLd', () => {
  it('gives each answered question with its answer as plain text', () => {
    const data = faqPageLd([
      { question: 'Do I need a visa?', answer: 'Yes: a **J-1 visa**. See the [visa guide](/visa-guide/).' },
      { question: 'Unanswered', answer: '  ' },
    ]);
    expectComplete(data, 'FAQPage');
    expect(data!.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Do I need a visa?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes: a J-1 visa. See the visa guide.' },
      },
    ]);
    expect(faqPageLd([])).toBeNull();
  });
});

describe('jobPostingLd', () => {
  it('gives a complete posting: the brand as employer, the place with its country', () => {
    const data = jobPostingLd(job(), page);
    expectComplete(data, 'JobPosting');
    expect(data).toMatchObject({
      description: 'Keep the lifts moving.\n\nFree season pass',
      hiringOrganization: { '@id': 'https://www.wayfarercollective.com/#organization' },
      jobLocation: { address: { addressLocality: 'Banff, Alberta', addressCountry: 'CA' } },
      url: 'https://www.wayfarercollective.com/jobs/#job-j1',
    });
  });

  it.each([
    ['no country', { location: { name: 'Banff', countryCode: null } }],
    ['no location', { location: null }],
    ['no posting date (a draft)', { datePosted: null }],
    ['no description', { description: null, benefits: null }],
  ])('gives nothing with %s', (_, overrides) => {
    expect(jobPostingLd(job(overrides), page)).toBeNull();
  });
});

describe('eventLd', () => {
  it('places an in-person event at its venue', () => {
    const data = eventLd(event(), { ...page, path: '/events/' });
    expectComplete(data, 'Event');
    expect(data).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'The Lounge',
        address: { streetAddress: '12 Clerkenwell Road', addressLocality: 'London', addressCountry: 'GB' },
      },
      description: 'Doors at 6pm.',
    });
  });

  it('places an online event at its entry on the events page, and a mixed one at both', () => {
    const online = eventLd(event({ venue: null, online: true }), { ...page, path: '/events/' });
    expectComplete(online, 'Event');
    expect(online).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://www.wayfarercollective.com/events/#event-e1' },
    });
    const mixed = eventLd(event({ online: true }), page);
    expect(mixed).toMatchObject({ eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode' });
    expect(mixed!.location).toHaveLength(2);
  });

  it('gives nothing without a date or a place', () => {
    expect(eventLd(event({ date: null }), page)).toBeNull();
    expect(eventLd(event({ venue: null, online: false }), page)).toBeNull();
    // A venue with a name only has no address to give.
    expect(
      eventLd(event({ venue: { name: 'TBC', street: null, city: null, postalCode: null, countryCode: null } }), page),
    ).toBeNull();
  });
});

describe('productLd', () => {
  it('offers the product at the price the page shows', () => {
    const data = productLd(
      { name: 'Summer Camp USA', description: 'Nine weeks at camp.', offer: { price: 1299, currency: 'GBP' } },
      { ...page, path: '/us/experiences/summer-camp/' },
    );
    expectComplete(data, 'Product');
    expect(data!.offers).toMatchObject({
      '@type': 'Offer',
      price: 1299,
      priceCurrency: 'GBP',
      url: 'https://www.wayfarercollective.com/us/experiences/summer-camp/',
    });
  });

  it('gives nothing without a price', () => {
    expect(productLd({ name: 'Summer Camp USA', offer: null }, page)).toBeNull();
  });
});

describe('jsonLdText', () => {
  it('cannot end its script element or open markup, whatever the content', () => {
    const hostile = {
      name: '</script><script>alert(1)</script> <!-- & \u2028',
    };
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('plainText', () => {
  it('keeps the words of Markdown and drops its markers and any HTML', () => {
    expect(plainText('## Title\n\n- **one**\n- [two](/x) <b>three</b>\n\n![a map](/m.png)')).toBe(
      'Title one two three a map',
    );
    expect(plainText(null)).toBe('');
  });
});
