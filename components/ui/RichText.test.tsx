import { screen } from '@testing-library/react';
import { skippedHeadingLevels } from '@/__tests__/support/outline';
import { renderWithProviders } from '@/__tests__/support/render';
import RichText from './RichText';
import Section from './Section';

const levels = () => screen.getAllByRole('heading').map((heading) => `${heading.tagName}: ${heading.textContent}`);

describe('RichText headings', () => {
  it('continue the outline of their place: the text’s top level under the page’s h1 is h2', () => {
    const { container } = renderWithProviders(
      <RichText markdown={'### What you will need\n\nA passport.\n\n#### Before you go\n\nA visa.'} />,
    );
    expect(levels()).toEqual(['H2: What you will need', 'H3: Before you go']);
    expect(skippedHeadingLevels(container)).toEqual([]);
  });

  it('sit below a block’s title: its text’s top level is h3 there, whatever Markdown level it has', () => {
    const { container } = renderWithProviders(
      <Section title="About us">
        <RichText markdown={'### What we believe\n\nTravel changes people.\n\n# Our promise\n\n#### In short'} />
      </Section>,
    );
    expect(levels()).toEqual(['H2: About us', 'H3: What we believe', 'H3: Our promise', 'H4: In short']);
    expect(skippedHeadingLevels(container)).toEqual([]);
  });

  it('keep their look whatever their level: the variant is the Markdown level’s', () => {
    renderWithProviders(
      <Section title="About us">
        <RichText markdown={'## Our promise'} />
      </Section>,
    );
    const heading = screen.getByRole('heading', { name: 'Our promise' });
    expect(heading.tagName).toBe('H3');
    expect(heading).toHaveClass('MuiTypography-h3');
  });

  it('keep the ids markdown-to-jsx gave them (links to #anchors keep working)', () => {
    // markdown-to-jsx 8's ids for these headings, as it rendered them before this renderer.
    renderWithProviders(<RichText markdown={'## Café & Olé: *the* 2027 guide\n\n### Où aller?'} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.id)).toEqual([
      'cafe--ole-the-2027-guide',
      'ou-aller',
    ]);
  });
});
