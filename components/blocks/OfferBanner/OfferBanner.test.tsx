import { screen } from '@testing-library/react';
import type { OfferBannerFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { FALLBACK_COLOURS } from '@/theme/tokens';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import OfferBanner from './OfferBanner';
import { toOfferBanner } from './toOfferBanner';

const raw: OfferBannerFragment = {
  id: '1',
  rank: 3,
  Title: ' Early-bird offer ',
  Subtitle: 'Save £100 on summer 2027',
  IntroText: 'Book before 31 October and we take £100 off your programme fee.',
  PromotionLogo: testMedia('early-bird', 'Early bird sale'),
  LogoLink: '/offers/early-bird/',
  Background: testMedia('beach', 'Friends on a beach'),
  ButtonText: 'Claim the offer',
  ButtonLink: 'https://apply.wayfarercollective.com/early-bird',
};

const render = (overrides: Partial<OfferBannerFragment> = {}) => {
  const view = toOfferBanner({ ...raw, ...overrides });
  return renderWithProviders(<OfferBanner {...view!} />);
};

describe('OfferBanner', () => {
  it('shows the offer with its title, subtitle, intro and a button to the offer', async () => {
    const { container } = render();
    expect(screen.getByRole('region', { name: 'Early-bird offer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Early-bird offer' })).toBeInTheDocument();
    expect(screen.getByText('Save £100 on summer 2027')).toBeInTheDocument();
    expect(screen.getByText(/we take £100 off/)).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'Claim the offer' });
    expect(button).toHaveAttribute('href', 'https://apply.wayfarercollective.com/early-bird');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(container);
  });

  it('links the promotion logo when the CMS gives a logo link, and keeps the background decorative', () => {
    render();
    const logoLink = screen.getByRole('link', { name: 'Early bird sale' });
    expect(logoLink).toHaveAttribute('href', '/offers/early-bird/');
    // The background photo is decoration under the text: hidden from screen readers.
    expect(screen.queryByRole('img', { name: 'Friends on a beach' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows an unlinked logo when there is no logo link, named by the offer when it has no alt text', () => {
    render({ LogoLink: null });
    expect(screen.getByRole('img', { name: 'Early bird sale' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Early bird sale' })).not.toBeInTheDocument();

    renderWithProviders(
      <OfferBanner {...toOfferBanner({ ...raw, Title: 'Spring deal', PromotionLogo: testMedia('logo', '') })!} />,
    );
    expect(screen.getByRole('link', { name: 'Spring deal' })).toHaveAttribute('href', '/offers/early-bird/');
  });

  it('uses the brand colour when there is no background image', () => {
    const view = toOfferBanner({ ...raw, Background: null })!;
    expect(view.background).toBeNull();
    renderWithProviders(<OfferBanner {...view} />);
    expect(screen.getByRole('heading', { name: 'Early-bird offer' }).parentElement?.parentElement).toHaveStyle({
      backgroundColor: FALLBACK_COLOURS.primary,
    });
  });

  it('never turns javascript: links into links', () => {
    render({ ButtonLink: 'javascript:alert(1)', LogoLink: ' JaVaScRiPt:alert(1)' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Early bird sale' })).toBeInTheDocument();
  });

  it('is skipped when it says nothing and offers nothing', () => {
    expect(toOfferBanner({ ...raw, Title: ' ', Subtitle: null, IntroText: '', ButtonText: null })).toBeNull();
    expect(toOfferBanner({ ...raw, Title: null, Subtitle: null, IntroText: null })).not.toBeNull();
  });
});

describe('OfferBanner in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksOfferBanner',
    PromotionLogo: { __typename: 'UploadFile', ...raw.PromotionLogo! },
    Background: { __typename: 'UploadFile', ...raw.Background! },
  });

  it('marks the texts and both images with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<OfferBanner {...toOfferBanner(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(toOfferBanner(placed)!.action!.src?.text).toContain('path=Blocks.0.ButtonText');
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.ButtonText=Claim the offer',
        'Blocks.0.Title=Early-bird offer',
        'Blocks.0.Subtitle=Save £100 on summer 2027',
        'Blocks.0.IntroText=Book before 31 October and we take £100 off your programme fee.',
        'Blocks.0.PromotionLogo=early-bird.jpg',
        'Blocks.0.Background=beach.jpg',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<OfferBanner {...toOfferBanner(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
