import { screen, within } from '@testing-library/react';
import type { LogoSliderFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import LogoSlider from './LogoSlider';
import { toLogoSlider } from './toLogoSlider';

type RawLogo = NonNullable<NonNullable<LogoSliderFragment['Logos']>[number]>;

/** What a visitor perceives of a logo: its text, or its image's alternative text. */
const label = (element: Element) => element.textContent || element.querySelector('img')?.getAttribute('alt');

const raw: LogoSliderFragment = {
  id: '1',
  rank: 7,
  Title: 'Our partners',
  Logos: [
    {
      id: 'c',
      Name: 'Camp Association',
      URL: 'javascript:alert(1)',
      rank: 3,
      Image: testMedia('association', 'ignored alt'),
    },
    {
      id: 'a',
      Name: ' Blue Lake Camps ',
      URL: 'https://www.bluelakecamps.example/',
      rank: 1,
      Image: testMedia('bluelake', ''),
    },
    null,
    { id: 'b', Name: 'Visa Partners', URL: '/partners/visa/', rank: 2, Image: testMedia('visa', 'Visa Partners logo') },
    {
      id: 'd',
      Name: 'Insure Co',
      URL: null,
      rank: null, // A deleted upload: the name stands in.
      Image: null as unknown as RawLogo['Image'],
    },
  ],
};

describe('LogoSlider', () => {
  it('shows the partners in ascending rank in a keyboard-usable slider', () => {
    renderWithProviders(<LogoSlider {...toLogoSlider(raw)!} />);
    const section = screen.getByRole('region', { name: 'Our partners' });
    const slider = within(section).getByRole('region', { name: 'Partner logos' });
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(within(slider).getAllByRole('listitem').map(label)).toEqual([
      'Blue Lake Camps',
      'Visa Partners',
      'Camp Association',
      'Insure Co',
    ]);
    expect(within(section).getByRole('button', { name: 'Previous: Partner logos' })).toBeDisabled();
  });

  it('links each logo with safe URL, named by the partner', () => {
    renderWithProviders(<LogoSlider {...toLogoSlider(raw)!} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [label(link), link.getAttribute('href')])).toEqual([
      ['Blue Lake Camps', 'https://www.bluelakecamps.example/'],
      ['Visa Partners', '/partners/visa/'],
    ]);
    expect(screen.getByRole('link', { name: 'Blue Lake Camps' })).toHaveAttribute('rel', 'noopener noreferrer');
    // The unsafe one is shown, not linked.
    expect(screen.getByRole('img', { name: 'Camp Association' }).closest('a')).toBeNull();
  });

  it('is skipped without partners', () => {
    expect(toLogoSlider({ ...raw, Logos: [null] })).toBeNull();
    expect(toLogoSlider({ ...raw, Logos: null })).toBeNull();
  });
});

describe('LogoSlider in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksLogoSlider',
    Logos: raw.Logos!.map(
      (logo) =>
        logo && {
          ...logo,
          __typename: 'ComponentSharedLogoSlide',
          Image: logo.Image && { __typename: 'UploadFile', ...logo.Image },
        },
    ),
  });

  it('marks each logo, and a name shown in its place, with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<LogoSlider {...toLogoSlider(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Our partners',
        'Blocks.0.Logos.1.Image=bluelake.jpg',
        'Blocks.0.Logos.3.Image=visa.jpg',
        'Blocks.0.Logos.0.Image=association.jpg',
        'Blocks.0.Logos.4.Name=Insure Co',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<LogoSlider {...toLogoSlider(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
