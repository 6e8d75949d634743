import { screen, within } from '@testing-library/react';
import nextRouter from 'next/router';
import type { ReactNode } from 'react';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testBlockContext, testMedia } from '@/__tests__/support/render';
import { toSiteSettings, type SiteSettings } from '@/lib/brand/site-settings';
import { toStaticPageView, type RawStaticPage } from './toStaticPageView';
import StaticPageTemplate from './StaticPageTemplate';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> into document.head, where the visitor's browser tab reads it.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

type Section = NonNullable<NonNullable<RawStaticPage['Sections']>[number]>;

const router = nextRouter as unknown as { asPath: string };

const richText = (id: string, rank: number | null, Title: string, Body = `${Title}: more to read.`): Section => ({
  __typename: 'ComponentBlocksRichText',
  id,
  rank,
  Title,
  Body,
});

const rawPage = (overrides: Partial<RawStaticPage> = {}): RawStaticPage => ({
  documentId: 'about',
  PageName: 'about-us',
  Title: 'About us',
  SeoDetails: { Title: 'Who we are', Description: 'Sixty years of working holidays.' },
  Hero: {
    TagLine: 'Since 1962',
    Title: 'Travel further with us',
    IntroText: 'Work, volunteer and travel on six continents.',
    SecondaryActionPrefixText: null,
    TickerBanner: null,
    BannerImage: testMedia(),
    CallToAction: { id: 'cta', Text: 'Find your programme', URL: '/experiences/' },
    SecondaryAction: null,
  },
  Sections: [richText('1', 2, 'Our story'), richText('2', 1, 'Our promise')],
  OfferBanner: null,
  InfoBanner: null,
  brands: [],
  ...overrides,
});

const render = (raw: RawStaticPage, settings?: SiteSettings) =>
  renderWithProviders(
    <StaticPageTemplate page={toStaticPageView({ staticPagesV2: [raw] }, testBlockContext())!} />,
    settings ? { settings } : {},
  );

const headingTexts = (level: number) =>
  screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);

beforeEach(() => {
  router.asPath = '/about-us/';
});

describe('StaticPageTemplate', () => {
  it('gives the page one h1, the hero title, with the hero’s call to action', () => {
    render(rawPage());
    expect(headingTexts(1)).toEqual(['Travel further with us']);
    const hero = screen.getByRole('region', { name: 'Travel further with us' });
    expect(within(hero).getByRole('link', { name: 'Find your programme' })).toHaveAttribute('href', '/experiences/');
    expect(screen.queryByRole('heading', { name: 'About us' })).not.toBeInTheDocument();
  });

  it('uses the page title as its one h1 when there is no hero, or a hero without a title', () => {
    const { unmount } = render(rawPage({ Hero: null }));
    expect(headingTexts(1)).toEqual(['About us']);
    unmount();
    render(rawPage({ Hero: { ...rawPage().Hero!, Title: '   ' } }));
    expect(headingTexts(1)).toEqual(['About us']);
  });

  it('does not say the page’s heading twice: a section titled as the page keeps its text, not its title', () => {
    render(
      rawPage({
        Title: 'Cookies',
        Hero: null,
        Sections: [richText('1', 1, ' cookies ', 'We use a few cookies.'), richText('2', 2, 'Managing cookies')],
      }),
    );
    expect(headingTexts(1)).toEqual(['Cookies']);
    expect(headingTexts(2)).toEqual(['Managing cookies']);
    expect(screen.getByText('We use a few cookies.')).toBeInTheDocument();
  });

  it('renders the sections in ascending rank, whatever order the CMS sends them in', () => {
    render(rawPage({ Sections: [richText('1', 3, 'Third'), richText('2', 1, 'First'), richText('3', 2, 'Second')] }));
    expect(headingTexts(2)).toEqual(['First', 'Second', 'Third']);
  });

  it('places the page’s offer and info banners among its sections by their rank', () => {
    render(
      rawPage({
        Sections: [richText('1', 2, 'Our story'), richText('2', 4, 'Our people')],
        InfoBanner: withTypename('ComponentBlocksInfoBanner', {
          id: 'info',
          rank: 1,
          Title: 'Applications for 2027 are open',
          Body: 'Apply before 1 March.',
          ButtonText: null,
          ButtonLink: null,
          Image: null,
        }),
        OfferBanner: withTypename('ComponentBlocksOfferBanner', {
          id: 'offer',
          rank: 3,
          Title: 'Save £100 this month',
          Subtitle: null,
          IntroText: 'On every summer programme.',
          LogoLink: null,
          ButtonText: null,
          ButtonLink: null,
          PromotionLogo: null,
          Background: null,
        }),
      }),
    );
    expect(headingTexts(2)).toEqual([
      'Applications for 2027 are open',
      'Our story',
      'Save £100 this month',
      'Our people',
    ]);
  });

  it('skips a block type it does not know and an empty block, and still shows the rest of the page', () => {
    const unknown = { __typename: 'ComponentBlocksSomethingNew', id: '9', rank: 1 } as unknown as Section;
    render(
      rawPage({
        Sections: [
          unknown,
          { __typename: 'Error' },
          richText('3', 2, 'Nothing here', '   '),
          null,
          richText('4', 3, 'Our story'),
        ],
      }),
    );
    expect(headingTexts(1)).toEqual(['Travel further with us']);
    expect(headingTexts(2)).toEqual(['Our story']);
  });

  it('titles the browser tab with the SEO title and the brand name, once', () => {
    const { unmount } = render(rawPage());
    expect(document.title).toBe('Who we are | Wayfarer Collective');
    unmount();
    render(rawPage({ SeoDetails: { Title: 'Wayfarer Collective: travel further', Description: null } }));
    expect(document.title).toBe('Wayfarer Collective: travel further');
  });

  it('falls back to the page title for the tab when the page has no SEO details', () => {
    render(rawPage({ SeoDetails: null }));
    expect(document.title).toBe('About us | Wayfarer Collective');
  });

  it('shows the brand’s form embeds placed on this page, and only those', () => {
    const settings = toSiteSettings({
      documentId: 'settings',
      Appearance: null,
      Navigation: null,
      Newsletter: null,
      CookiePolicyNotification: null,
      ChatWidget: null,
      Embeds: {
        FormEmbeds: [
          {
            id: 'f1',
            Name: 'Ask us anything',
            Provider: 'Typeform',
            EmbedUrl: 'https://forms.example.com/to/ask',
            Placement: 'about-us',
          },
          {
            id: 'f2',
            Name: 'Request a brochure',
            Provider: 'Typeform',
            EmbedUrl: 'https://forms.example.com/to/brochure',
            Placement: 'home',
          },
        ],
        ReviewsWidgets: [],
      },
    });
    render(rawPage(), settings);
    expect(screen.getByTitle('Ask us anything')).toHaveAttribute('src', 'https://forms.example.com/to/ask');
    expect(screen.queryByTitle('Request a brochure')).not.toBeInTheDocument();
  });
});

describe('StaticPageTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename (the page's queries select documentId). */
  const answer = (overrides: Partial<RawStaticPage> = {}) =>
    rawPage({
      __typename: 'StaticPageV2',
      SeoDetails: withTypename('ComponentSharedSeo', rawPage().SeoDetails!),
      Hero: withTypename('ComponentBlocksHero', {
        ...rawPage().Hero!,
        BannerImage: withTypename('UploadFile', testMedia()),
        CallToAction: withTypename('ComponentSharedLink', rawPage().Hero!.CallToAction!),
      }),
      // Its sections are blocks, checked in their own tests.
      Sections: [],
      brands: [],
      ...overrides,
    } as Partial<RawStaticPage>);

  const renderPlaced = (raw: RawStaticPage) => {
    const placed = placeContent({ staticPagesV2: [raw] });
    return {
      placed,
      ...renderWithProviders(<StaticPageTemplate page={toStaticPageView(placed, testBlockContext())!} />),
    };
  };

  it('marks every text and image it shows with its field, in draft mode', () => {
    const { placed, container } = renderPlaced(answer());
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Hero.TagLine=Since 1962',
        'Hero.Title=Travel further with us',
        'Hero.IntroText=Work, volunteer and travel on six continents.',
        'Hero.BannerImage=lake.jpg',
        'Hero.CallToAction.Text=Find your programme',
      ]),
    );
  });

  it('marks the page title where it is the page’s heading, without a hero', () => {
    const { placed, container } = renderPlaced(answer({ Hero: null }));
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(['Title=About us']);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(
      <>
        <StaticPageTemplate page={toStaticPageView({ staticPagesV2: [answer()] }, testBlockContext())!} />
        <StaticPageTemplate page={toStaticPageView({ staticPagesV2: [answer({ Hero: null })] }, testBlockContext())!} />
      </>,
    );
    expect(markedElements(container)).toBe(0);
  });
});
