import { screen, within } from '@testing-library/react';
import type { ProductQuery, ProductV2Query } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testMedia } from '@/__tests__/support/render';
import { toLegacyProductView, toProductV2View } from './toProductView';
import ProductTemplate from './ProductTemplate';

type RawProduct = NonNullable<ProductQuery['products'][number]>;
type RawProductV2 = NonNullable<ProductV2Query['productsV2'][number]>;
type V2Section = NonNullable<NonNullable<RawProductV2['Sections']>[number]>;

const context = testViewContext();

const wayfarer = {
  documentId: 'wayfarer',
  Name: 'Wayfarer Collective',
  Slug: 'wayfarer',
  SeoDetails: { SiteDomainName: 'www.wayfarercollective.com', SingleCountryBrand: false },
};

const story = (documentId: string, Title: string, Slug: string) => ({
  documentId,
  Title,
  SubTitle: null,
  Slug,
  IsInfoBlog: false,
  datePublished: '2026-03-05',
  MinsToRead: 4,
  Hero: null,
  blog_types: [],
  author: { documentId: 'author-priya', FullName: 'Priya Shah' },
});

const legacy = (overrides: Partial<RawProduct> = {}): RawProduct => ({
  documentId: 'p1',
  Name: 'Camp Counsellor USA',
  Slug: 'camp-counsellor-usa',
  rank: 1,
  Hero: {
    TagLine: 'Summer 2027',
    Title: 'Spend your summer at an American camp',
    IntroText: 'Nine weeks at camp, then up to 30 days to travel.',
    SecondaryActionPrefixText: null,
    TickerBanner: null,
    BannerImage: testMedia(),
    CallToAction: null,
    SecondaryAction: null,
  },
  SeoDetails: null,
  experience: { documentId: 'e1', Name: 'Summer Camp', Slug: 'summer-camp-america' },
  UspBlocks: null,
  FAQ: null,
  PriceSection: null,
  BookNowFloatingBanner: null,
  CompatibilityCheck: null,
  EligibilityCheck: null,
  inclusions: [
    { id: 'i2', Text: 'Return flights from London', Rank: 2 },
    { id: 'i1', Text: 'J-1 visa sponsorship', Rank: 1 },
    null,
    { id: 'i3', Text: '   ', Rank: 3 },
  ],
  exclusions: [{ id: 'x1', Text: 'Travel insurance', Rank: 1 }],
  InfoBanner1: null,
  InfoBanner2: null,
  InfoBanner3: null,
  InfoBanner4: null,
  blog_posts: [story('b1', 'My first week at Camp Pinecrest', 'first-week-at-camp'), null],
  HanoverBookingLinks: [
    { id: 'h1', name: 'June 2027 departure', url: 'https://booking.hanover.example/camp?intake=2027-06' },
    { id: 'h2', name: 'July 2027 departure', url: 'https://booking.hanover.example/camp?intake=2027-07' },
  ],
  CrossSell: null,
  brands: [wayfarer],
  ...overrides,
});

const richText = (id: string, rank: number | null, Title: string): V2Section => ({
  __typename: 'ComponentBlocksRichText',
  id,
  rank,
  Title,
  Body: `${Title}, in detail.`,
});

const v2 = (overrides: Partial<RawProductV2> = {}): RawProductV2 => ({
  documentId: 'p2',
  Name: 'Ski Season Jobs',
  Slug: 'ski-season-jobs',
  rank: 1,
  IsInfoHubPage: false,
  productHero: {
    TickerBanner: null,
    heroTextSection: {
      Title: 'Work a winter in the Alps',
      TagLine: null,
      IntroText: 'Chalet hosts, lift operators and ski techs wanted.',
      backgroundImage: testMedia('alps', 'Skiers above a valley'),
      CallToAction: null,
      SecondaryAction: null,
    },
  },
  SeoDetails: { Title: 'Ski season jobs', Description: null },
  experience: { documentId: 'e2', Name: 'Ski Seasons', Slug: 'ski-seasons' },
  Sections: [richText('s1', 2, 'How it works'), richText('s2', 1, 'Who can apply')],
  BookNowFloatingBanner: {
    id: 'bn',
    Text: 'Winter 2027 places are filling fast',
    ButtonText: 'Book now',
    ButtonLink: '#book',
  },
  HanoverBookingLinks: [{ id: 'h1', name: 'December 2027 start', url: '/gb/book/december-2027/' }],
  brands: [wayfarer],
  ...overrides,
});

const renderLegacy = (raw: RawProduct) =>
  renderWithProviders(<ProductTemplate product={toLegacyProductView({ products: [raw] }, context)!} />);
const renderV2 = (raw: RawProductV2) =>
  renderWithProviders(<ProductTemplate product={toProductV2View({ productsV2: [raw] }, context)!} />);

const headingTexts = (level: number) =>
  screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('ProductTemplate (legacy product)', () => {
  it('has one h1, the hero title, under breadcrumbs that end on the product', () => {
    renderLegacy(legacy());
    expect(headingTexts(1)).toEqual(['Spend your summer at an American camp']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Experiences', '/experiences/'],
      ['Summer Camp', '/experiences/summer-camp-america/'],
    ]);
    const current = within(breadcrumb).getByText('Camp Counsellor USA');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });

  it('uses the product name as h1, with the breadcrumbs, when there is no hero', () => {
    renderLegacy(legacy({ Hero: null, experience: null }));
    expect(headingTexts(1)).toEqual(['Camp Counsellor USA']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Experiences']);
    expect(within(breadcrumb).getByText('Camp Counsellor USA')).toHaveAttribute('aria-current', 'page');
  });

  it('orders its named blocks by their rank, not by where the query puts them', () => {
    renderLegacy(
      legacy({
        FAQ: withTypename('ComponentBlocksFaq', {
          id: 'faq',
          rank: 2,
          Title: 'Questions about camp',
          Questions: [{ id: 'q1', Question: 'Do I need a visa?', Answer: 'Yes, a J-1 visa.' }],
        }),
        InfoBanner1: withTypename('ComponentBlocksInfoBanner', {
          id: 'info',
          rank: 1,
          Title: 'Interviews start in January',
          Body: 'Book yours early.',
          ButtonText: null,
          ButtonLink: null,
          Image: null,
        }),
      }),
    );
    const headings = headingTexts(2);
    expect(headings.indexOf('Interviews start in January')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Interviews start in January')).toBeLessThan(headings.indexOf('Questions about camp'));
  });

  it('lists what is included and what is not, in Rank order, announced as such', () => {
    renderLegacy(legacy());
    const section = screen.getByRole('region', { name: 'What’s included' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Included', 'Not included']);
    const [included, excluded] = within(section).getAllByRole('list');
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Included: J-1 visa sponsorship', 'Included: Return flights from London']);
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not included: Travel insurance']);
  });

  it('shows only the column that has items, and no section when neither has', () => {
    const { unmount } = renderLegacy(
      legacy({ inclusions: [], exclusions: [{ id: 'x1', Text: 'Visa fees', Rank: null }] }),
    );
    const section = screen.getByRole('region', { name: 'What’s included' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Not included']);
    unmount();
    renderLegacy(legacy({ inclusions: null, exclusions: [{ id: 'x1', Text: ' ', Rank: 1 }] }));
    expect(screen.queryByRole('region', { name: 'What’s included' })).not.toBeInTheDocument();
  });

  it('shows stories from the road, linking to each post', () => {
    renderLegacy(legacy());
    const stories = screen.getByRole('region', { name: 'Stories from the road' });
    expect(within(stories).getByRole('link', { name: 'My first week at Camp Pinecrest' })).toHaveAttribute(
      'href',
      '/blog/first-week-at-camp/',
    );
  });

  it('ends with the booking links in the #book section', () => {
    const { container } = renderLegacy(legacy());
    const booking = screen.getByRole('region', { name: 'Book your place' });
    expect(booking).toBe(container.querySelector('#book'));
    expect(
      within(booking)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['June 2027 departure', 'July 2027 departure']);
  });

  it('leaves out stories, booking and the book-now bar when the product has none', () => {
    renderLegacy(legacy({ blog_posts: [], HanoverBookingLinks: null, BookNowFloatingBanner: null }));
    expect(screen.queryByRole('region', { name: 'Stories from the road' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Book your place' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Book now' })).not.toBeInTheDocument();
  });
});

describe('ProductTemplate (product v2)', () => {
  it('has one h1 from the product hero, then its sections in ascending rank', () => {
    renderV2(v2());
    expect(headingTexts(1)).toEqual(['Work a winter in the Alps']);
    const headings = headingTexts(2);
    expect(headings.indexOf('Who can apply')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Who can apply')).toBeLessThan(headings.indexOf('How it works'));
  });

  it('skips a section of a type the site does not know', () => {
    const unknown = { __typename: 'ComponentBlocksSomethingNew', id: '9', rank: 1 } as unknown as V2Section;
    renderV2(v2({ Sections: [unknown, richText('s1', 2, 'How it works')] }));
    expect(headingTexts(1)).toEqual(['Work a winter in the Alps']);
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  });

  it('has breadcrumbs through its experience, and booking links with a book-now bar', () => {
    renderV2(v2());
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Ski Seasons' })).toHaveAttribute(
      'href',
      '/experiences/ski-seasons/',
    );
    expect(within(breadcrumb).getByText('Ski Season Jobs')).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('region', { name: 'Book your place' })).getByRole('link', {
        name: 'December 2027 start',
      }),
    ).toHaveAttribute('href', '/gb/book/december-2027/');
    const bar = screen.getByRole('region', { name: 'Book now' });
    expect(within(bar).getByText('Winter 2027 places are filling fast')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '#book');
  });

  it('shows an information-hub page under the info hub, without booking', () => {
    renderV2(v2({ IsInfoHubPage: true, experience: null }));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Info hub', '/infohub/'],
    ]);
    expect(screen.queryByRole('region', { name: 'Book your place' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Book now' })).not.toBeInTheDocument();
  });
});

describe('ProductTemplate in the admin’s preview (click-to-edit)', () => {
  const brand = withTypename('Brand', wayfarer);
  const typedStory = (documentId: string, Title: string, Slug: string) => {
    const raw = story(documentId, Title, Slug);
    return withTypename('BlogPost', { ...raw, author: withTypename('Author', raw.author) });
  };
  const listItem = (id: string, Text: string, Rank: number | null) =>
    withTypename('ComponentSharedListItem', { id, Text, Rank });
  const bookingLink = (id: string, name: string, url: string) =>
    withTypename('ComponentSharedBookingLink', { id, name, url });

  /** As GraphQL answers: every object with its __typename (the page's queries select documentId). */
  const legacyAnswer = () =>
    legacy({
      __typename: 'Product',
      Hero: withTypename('ComponentBlocksHero', {
        ...legacy().Hero!,
        BannerImage: withTypename('UploadFile', testMedia()),
      }),
      experience: withTypename('Experience', legacy().experience!),
      // In the CMS's order; the page shows them by Rank.
      inclusions: [
        listItem('i2', 'Return flights from London', 2),
        listItem('i1', 'J-1 visa sponsorship', 1),
        null,
        listItem('i3', '   ', 3),
      ],
      exclusions: [listItem('x1', 'Travel insurance', 1)],
      blog_posts: [typedStory('b1', 'My first week at Camp Pinecrest', 'first-week-at-camp')],
      HanoverBookingLinks: [
        bookingLink('h1', 'June 2027 departure', 'https://booking.hanover.example/camp?intake=2027-06'),
        bookingLink('h2', 'July 2027 departure', 'https://booking.hanover.example/camp?intake=2027-07'),
      ],
      brands: [brand],
    } as Partial<RawProduct>);

  const v2Answer = () =>
    v2({
      __typename: 'ProductV2',
      productHero: withTypename('ComponentBlocksProductHero', {
        TickerBanner: null,
        heroTextSection: withTypename('ComponentBlocksHeroTextSection', {
          ...v2().productHero!.heroTextSection,
          backgroundImage: withTypename('UploadFile', testMedia('alps', 'Skiers above a valley')),
        }),
      }),
      experience: withTypename('Experience', v2().experience!),
      // Its sections are blocks, checked in their own tests.
      Sections: [],
      BookNowFloatingBanner: withTypename('ComponentBlocksBookNowBanner', v2().BookNowFloatingBanner!),
      HanoverBookingLinks: [bookingLink('h1', 'December 2027 start', '/gb/book/december-2027/')],
      brands: [brand],
    } as Partial<RawProductV2>);

  it('marks every text and image of a legacy product with its field, in draft mode', () => {
    const placed = placeContent({ products: [legacyAnswer()] });
    const { container } = renderWithProviders(<ProductTemplate product={toLegacyProductView(placed, context)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Name=Summer Camp',
        'Name=Camp Counsellor USA',
        'Hero.Title=Spend your summer at an American camp',
        'Hero.BannerImage=lake.jpg',
        'inclusions.1.Text=J-1 visa sponsorship',
        'inclusions.0.Text=Return flights from London',
        'exclusions.0.Text=Travel insurance',
        'Title=My first week at Camp Pinecrest',
      ]),
    );
    // Only the item's text: the hidden "Included: " is the site's.
    expect(screen.getByText('J-1 visa sponsorship').tagName).toBe('SPAN');
    expect(screen.getByText('J-1 visa sponsorship').parentElement).toHaveTextContent('Included: J-1 visa sponsorship');
  });

  it('marks every text and image of a product (v2) with its field, in draft mode', () => {
    const placed = placeContent({ productsV2: [v2Answer()] });
    const { container } = renderWithProviders(<ProductTemplate product={toProductV2View(placed, context)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Name=Ski Seasons',
        'Name=Ski Season Jobs',
        'productHero.heroTextSection.Title=Work a winter in the Alps',
        'productHero.heroTextSection.backgroundImage=alps.jpg',
        'BookNowFloatingBanner.Text=Winter 2027 places are filling fast',
        'HanoverBookingLinks.0.name=December 2027 start',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <>
        <ProductTemplate product={toLegacyProductView({ products: [legacyAnswer()] }, context)!} />
        <ProductTemplate product={toProductV2View({ productsV2: [v2Answer()] }, context)!} />
      </>,
    );
    expect(markedElements(container)).toBe(0);
  });
});
