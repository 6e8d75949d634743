import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BlogListQuery, InfoHubPagesQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testViewContext, testMedia } from '@/__tests__/support/render';
import { toBlogListView } from '../BlogList/toBlogListView';
import { toInfoHubTiles } from '../TileIndex/toTiles';
import InfoHubTemplate from './InfoHubTemplate';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> into document.head, where the visitor's browser tab reads it.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

type RawGuide = NonNullable<InfoHubPagesQuery['productsV2'][number]>;
type RawPost = NonNullable<BlogListQuery['blogPosts'][number]>;

const context = testViewContext();

const guide = (documentId: string, Name: string, Slug: string, IntroText: string | null = null): RawGuide => ({
  documentId,
  Name,
  Slug,
  rank: null,
  IsInfoHubPage: true,
  experience: null,
  brands: [
    {
      documentId: 'b-wayfarer',
      Name: 'Wayfarer Collective',
      Slug: 'wayfarer',
      SeoDetails: { SiteDomainName: 'www.wayfarercollective.com', SingleCountryBrand: false },
    },
  ],
  productHero: { heroTextSection: { Title: Name, IntroText, backgroundImage: testMedia(Slug) } },
  TileDetails: null,
});

const post = (documentId: string, Title: string, datePublished: string): RawPost => ({
  documentId,
  Title,
  SubTitle: null,
  Slug: documentId,
  IsInfoBlog: true,
  datePublished,
  MinsToRead: 5,
  Hero: null,
  blog_types: [{ documentId: 'tag-visas', Name: 'Visas', Slug: 'visas' }],
  author: null,
});

const guides: InfoHubPagesQuery = {
  productsV2: [
    guide('p1', 'Visas explained', 'visas-explained', 'Which visa you need, and how to get it.'),
    null,
    guide('p2', 'Money abroad', 'money-abroad'),
  ],
};

// Newest first, as the blog query sorts them.
const articles: BlogListQuery = {
  blogPosts: [
    post('j1-interview', 'Your J-1 visa interview', '2026-10-12'),
    post('tax-refunds', 'Claiming your tax back', '2026-10-02'),
    null,
    post('bank-accounts', 'Opening a bank account', '2026-09-18'),
  ],
};

const render = (guideData: InfoHubPagesQuery = guides, articleData: BlogListQuery = articles) =>
  renderWithProviders(
    <InfoHubTemplate guides={toInfoHubTiles(guideData, context)} articles={toBlogListView(articleData, context)} />,
  );

const headingTexts = (level: number) =>
  screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('InfoHubTemplate', () => {
  it('has one h1, "Info hub", with its intro and breadcrumbs', () => {
    render();
    expect(headingTexts(1)).toEqual(['Info hub']);
    expect(
      screen.getByText('Visas, money, insurance and everything else worth knowing before you go.'),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Info hub')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Info hub | Wayfarer Collective');
  });

  it('shows the guides as tiles in a "Guides" section, each linking to its info-hub page', () => {
    render();
    const section = screen.getByRole('region', { name: 'Guides' });
    expect(within(section).getByText('Step-by-step help for the big questions.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => within(heading).getByRole('link'))
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Visas explained', '/infohub/visas-explained/'],
      ['Money abroad', '/infohub/money-abroad/'],
    ]);
    expect(within(section).getByText('Which visa you need, and how to get it.')).toBeInTheDocument();
    expect(within(section).getAllByText('Read more')).toHaveLength(2);
  });

  it('puts the guides before the articles', () => {
    render();
    expect(headingTexts(2)).toEqual(['Guides', 'October 2026', 'September 2026']);
  });

  it('groups the articles under their month, each linking to its page', () => {
    render();
    const october = screen.getByRole('region', { name: 'October 2026' });
    expect(
      within(october)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Your J-1 visa interview', 'Claiming your tax back']);
    expect(within(october).getByRole('link', { name: 'Your J-1 visa interview' })).toHaveAttribute(
      'href',
      '/infohub/articles/j1-interview/',
    );
    const september = screen.getByRole('region', { name: 'September 2026' });
    expect(within(september).getByRole('heading', { level: 3 })).toHaveTextContent('Opening a bank account');
  });

  it('has no "Guides" section without guides', () => {
    render({ productsV2: [null] });
    expect(screen.queryByRole('region', { name: 'Guides' })).not.toBeInTheDocument();
    expect(headingTexts(2)).toEqual(['October 2026', 'September 2026']);
  });

  it('says so when there are no articles, still showing the guides', () => {
    render(guides, { blogPosts: [] });
    expect(screen.getByText('No articles here yet.')).toBeInTheDocument();
    expect(headingTexts(2)).toEqual(['Guides']);
  });
});

describe('InfoHubTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers both queries: every object with its __typename, each document with its documentId. */
  const guidesAnswer = (): InfoHubPagesQuery => ({
    productsV2: [
      guide('p1', 'Visas explained', 'visas-explained', 'Which visa you need, and how to get it.'),
      null,
      guide('p2', 'Money abroad', 'money-abroad'),
    ].map(
      (raw) =>
        raw &&
        withTypename('ProductV2', {
          ...raw,
          brands: raw.brands.map((brand) => brand && withTypename('Brand', brand)),
          productHero: withTypename('ComponentBlocksProductHero', {
            heroTextSection: withTypename('ComponentBlocksHeroTextSection', {
              ...raw.productHero!.heroTextSection,
              backgroundImage: withTypename('UploadFile', testMedia(raw.Slug)),
            }),
          }),
        }),
    ),
  });
  const articlesAnswer = (): BlogListQuery => ({
    blogPosts: [post('j1-interview', 'Your J-1 visa interview', '2026-10-12')].map((raw) =>
      withTypename('BlogPost', {
        ...raw,
        blog_types: raw.blog_types.map((type) => type && withTypename('BlogType', type)),
      }),
    ),
  });

  it('marks every guide’s and article’s text with its field, in draft mode; its own copy is the site’s', () => {
    const guides = placeContent(guidesAnswer());
    const articles = placeContent(articlesAnswer());
    const { container } = render(guides, articles);
    expect(unmarkedFields(container, guides)).toEqual([]);
    expect(unmarkedFields(container, articles)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Name=Visas explained',
        'productHero.heroTextSection.IntroText=Which visa you need, and how to get it.',
        'Name=Money abroad',
        'Title=Your J-1 visa interview',
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Info hub' })).not.toHaveAttribute('data-strapi-source');
    expect(screen.getByRole('heading', { level: 2, name: 'Guides' })).not.toHaveAttribute('data-strapi-source');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = render(guidesAnswer(), articlesAnswer());
    expect(markedElements(container)).toBe(0);
  });
});
