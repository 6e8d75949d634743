import { screen } from '@testing-library/react';
import type { InfoBannerFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import InfoBanner from './InfoBanner';
import { toInfoBanner } from './toInfoBanner';

const raw: InfoBannerFragment = {
  id: '1',
  rank: 4,
  Title: '  Visa support included  ',
  Body: 'We guide you through the J-1 visa.\nEvery step, every form.',
  ButtonText: 'How the visa works',
  ButtonLink: '/visa-guide/',
  Image: testMedia('passport', 'A passport on a map'),
};

const render = (overrides: Partial<InfoBannerFragment> = {}) => {
  const view = toInfoBanner({ ...raw, ...overrides });
  return renderWithProviders(<InfoBanner {...view!} />);
};

describe('InfoBanner', () => {
  it('shows the message as a titled region with its image and a button to the link', async () => {
    const { container } = render();
    const region = screen.getByRole('region', { name: 'Visa support included' });
    expect(screen.getByRole('heading', { level: 2, name: 'Visa support included' })).toBeInTheDocument();
    expect(region).toHaveTextContent('We guide you through the J-1 visa.');
    expect(screen.getByRole('img', { name: 'A passport on a map' })).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('/uploads/passport.jpg')),
    );
    expect(screen.getByRole('link', { name: 'How the visa works' })).toHaveAttribute('href', '/visa-guide/');
    await expectNoAxeViolations(container);
  });

  it('keeps the line breaks the editor typed in the body', () => {
    render();
    expect(screen.getByText(/Every step, every form\./)).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('works without an image and without a button', () => {
    render({ Image: null, ButtonText: null });
    expect(screen.getByRole('heading', { name: 'Visa support included' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('never turns a javascript: link into a button', () => {
    render({ ButtonLink: 'javascript:alert(document.cookie)' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('How the visa works')).not.toBeInTheDocument();
  });

  it('shows CMS text as text, never as markup', () => {
    render({ Title: '<img src=x onerror=alert(1)>', Body: '<script>alert(1)</script>' });
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('is skipped when it has neither title nor body', () => {
    expect(toInfoBanner({ ...raw, Title: '  ', Body: null })).toBeNull();
    expect(toInfoBanner({ ...raw, Title: null })).toMatchObject({
      title: null,
      body: expect.any(String),
    });
  });
});

describe('InfoBanner in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksInfoBanner',
    Image: { __typename: 'UploadFile', ...raw.Image! },
  });

  it('marks the title, the body and the image with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<InfoBanner {...toInfoBanner(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Visa support included',
        'Blocks.0.Body=We guide you through the J-1 visa. Every step, every form.',
        'Blocks.0.Image=passport.jpg',
        'Blocks.0.ButtonText=How the visa works',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<InfoBanner {...toInfoBanner(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
