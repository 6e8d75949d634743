import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { JobPagesQuery } from '@/graphql/generated/graphql';
import {
  markedElements,
  markedFields,
  placeContent,
  unmarkedFields,
  withTypename,
} from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { toJobsView } from './toJobsView';
import JobsTemplate from './JobsTemplate';

// next/head needs Next's head manager; rendering its children in place lets React 19 hoist the
// <title> into document.head, where the visitor's browser tab reads it.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}));

type RawJobPage = NonNullable<JobPagesQuery['jobPages'][number]>;
type RawJob = NonNullable<RawJobPage['jobs'][number]>;

const job = (documentId: string, Title: string, rank: number | null): RawJob => ({
  documentId,
  Title,
  publishedAt: null,
  rank,
  AdditionalInfo: null,
  Pay: null,
  Duration: null,
  Benefits: null,
  Description: null,
  Image: null,
  Sticker: null,
  Location: null,
  Logo: null,
  CTAButtons: null,
});

const rawPage = (overrides: Partial<RawJobPage> = {}): RawJobPage => ({
  documentId: 'jobs',
  Title: 'Jobs with us',
  Slug: 'jobs',
  IntroText: 'Work a **season** in the mountains or by the sea.',
  Hero: {
    TagLine: null,
    Title: 'Find your season job',
    IntroText: null,
    SecondaryActionPrefixText: null,
    TickerBanner: null,
    BannerImage: testMedia('slopes', 'Skiers on a sunny slope'),
    CallToAction: null,
    SecondaryAction: null,
  },
  SeoDetails: { Title: 'Seasonal jobs abroad', Description: 'Paid seasonal work in six countries.' },
  jobs: [
    job('j3', 'Surf instructor', 3),
    null,
    job('j1', 'Camp counsellor', 1),
    job('j0', '  ', 0),
    job('j2', 'Ski lift operator', 2),
  ],
  ...overrides,
});

const render = (raw: RawJobPage) => renderWithProviders(<JobsTemplate page={toJobsView({ jobPages: [raw] })!} />);

const headingTexts = (level: number) =>
  screen.queryAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('JobsTemplate', () => {
  it('gives the page one h1, the hero title, in the hero', () => {
    render(rawPage());
    expect(headingTexts(1)).toEqual(['Find your season job']);
    expect(
      within(screen.getByRole('region', { name: 'Find your season job' })).getByRole('heading', { level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Jobs with us')).not.toBeInTheDocument();
  });

  it('without a hero, or with a hero without a title, has a plain header: breadcrumbs and the page title as h1', () => {
    const { unmount } = render(rawPage({ Hero: null }));
    expect(headingTexts(1)).toEqual(['Jobs with us']);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Jobs with us')).toHaveAttribute('aria-current', 'page');
    unmount();
    render(rawPage({ Hero: { ...rawPage().Hero!, Title: ' ' } }));
    expect(headingTexts(1)).toEqual(['Jobs with us']);
  });

  it('shows the intro as rich text', () => {
    render(rawPage());
    expect(screen.getByText('season').tagName).toBe('STRONG');
    expect(screen.getByText(/in the mountains or by the sea/)).toBeInTheDocument();
  });

  it('has no intro when the page has none, or only spaces', () => {
    render(rawPage({ IntroText: null }));
    expect(screen.queryByText(/in the mountains/)).not.toBeInTheDocument();
    expect(toJobsView({ jobPages: [rawPage({ IntroText: '  \n ' })] })!.intro).toBeNull();
  });

  it('lists the open positions in ascending rank, counted in their heading', () => {
    render(rawPage());
    const positions = screen.getByRole('region', { name: 'Open positions (3)' });
    expect(
      within(positions)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Camp counsellor', 'Ski lift operator', 'Surf instructor']);
  });

  it('says so when no position is open, instead of an empty section', () => {
    render(rawPage({ jobs: [] }));
    const positions = screen.getByRole('region', { name: 'Open positions (0)' });
    expect(within(positions).getByText('No open positions just now.')).toBeInTheDocument();
  });

  it('titles the browser tab with the SEO title, or the page title without one', () => {
    const { unmount } = render(rawPage());
    expect(document.title).toBe('Seasonal jobs abroad | Wayfarer Collective');
    unmount();
    render(rawPage({ SeoDetails: null }));
    expect(document.title).toBe('Jobs with us | Wayfarer Collective');
  });
});

describe('toJobsView', () => {
  it('has no view without a job page', () => {
    expect(toJobsView({ jobPages: [] })).toBeNull();
    expect(toJobsView({ jobPages: [null] })).toBeNull();
  });
});

describe('JobsTemplate in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers the JobPages query: every object with its __typename, each document with its documentId. */
  const answer = (): JobPagesQuery => ({
    jobPages: [
      withTypename(
        'JobPage',
        rawPage({
          Hero: withTypename('ComponentBlocksHero', {
            ...rawPage().Hero!,
            IntroText: 'Ski, surf or serve coffee with a view.',
            BannerImage: withTypename('UploadFile', testMedia('slopes', 'Skiers on a sunny slope')),
          }),
          SeoDetails: withTypename('ComponentSharedSeo', rawPage().SeoDetails!),
          jobs: [
            withTypename('Job', { ...job('j2', 'Ski lift operator', 2), Pay: 'CAD 18 an hour' }),
            withTypename('Job', job('j1', 'Camp counsellor', 1)),
          ],
        }),
      ),
    ],
  });

  it('marks every text and image it shows with its field, in draft mode', () => {
    const placed = placeContent(answer());
    const { container } = renderWithProviders(<JobsTemplate page={toJobsView(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Hero.Title=Find your season job',
        'Hero.IntroText=Ski, surf or serve coffee with a view.',
        'Hero.BannerImage=slopes.jpg',
        'IntroText=Work a season in the mountains or by the sea.',
        'Title=Camp counsellor',
        'Title=Ski lift operator',
        'Pay=CAD 18 an hour',
      ]),
    );
  });

  it('marks the page’s own title when it has no hero', () => {
    const placed = placeContent({ jobPages: [{ ...answer().jobPages[0]!, Hero: null }] });
    const { container } = renderWithProviders(<JobsTemplate page={toJobsView(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(expect.arrayContaining([`Title=${rawPage().Title}`]));
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<JobsTemplate page={toJobsView(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
