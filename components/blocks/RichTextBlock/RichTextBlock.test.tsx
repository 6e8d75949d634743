import { screen } from '@testing-library/react';
import type { RichTextFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import RichTextBlock from './RichTextBlock';
import { toRichTextBlock } from './toRichTextBlock';

const raw: RichTextFragment = {
  id: '1',
  rank: 4,
  Title: ' Before you go ',
  Body: 'Pack **light**: the camp has a laundry.',
};

describe('RichTextBlock', () => {
  it('shows the title and the text as Markdown', () => {
    renderWithProviders(<RichTextBlock {...toRichTextBlock(raw)!} />);
    expect(screen.getByRole('region', { name: 'Before you go' })).toBeInTheDocument();
    expect(screen.getByText('light').tagName).toBe('STRONG');
  });

  it('is skipped without text', () => {
    expect(toRichTextBlock({ ...raw, Body: '  ' })).toBeNull();
    expect(toRichTextBlock({ ...raw, Body: null })).toBeNull();
  });
});

describe('RichTextBlock in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({ ...raw, __typename: 'ComponentBlocksRichText' });

  it('marks the text with its field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<RichTextBlock {...toRichTextBlock(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual([
      'Blocks.0.Title=Before you go',
      'Blocks.0.Body=Pack light: the camp has a laundry.',
    ]);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<RichTextBlock {...toRichTextBlock(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
