import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import Faq from './Faq';
import { toFaq } from './toFaq';

const raw: FaqFragment = {
  id: '1',
  rank: 5,
  Title: 'Frequently asked questions',
  Questions: [
    { id: 'q1', Question: ' Do I need a visa? ', Answer: 'Yes: a **J-1 visa**. See the [visa guide](/visa-guide/).' },
    null,
    { id: 'q2', Question: 'How long is the programme?', Answer: 'Nine weeks, plus up to 30 days of travel.' },
    { id: 'q3', Question: 'An unanswered question', Answer: '   ' },
  ],
};

const render = (overrides: Partial<FaqFragment> = {}) =>
  renderWithProviders(<Faq {...toFaq({ ...raw, ...overrides })!} />);

describe('Faq', () => {
  it('lists each answered question as an h3 holding a collapsed button', async () => {
    const { container } = render();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Do I need a visa?', 'How long is the programme?']);
    const button = within(headings[0]).getByRole('button', { name: 'Do I need a visa?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(button.getAttribute('aria-controls')!);
    expect(answer).toHaveTextContent('Yes: a J-1 visa.');
    expect(answer).toHaveAttribute('aria-labelledby', button.id);
    await expectNoAxeViolations(container);
  });

  it('opens and closes an answer with a click, showing the Markdown answer formatted', async () => {
    const user = userEvent.setup();
    render();
    const button = screen.getByRole('button', { name: 'Do I need a visa?' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Do I need a visa?' });
    expect(within(answer).getByText('J-1 visa').tagName).toBe('STRONG');
    expect(within(answer).getByRole('link', { name: 'visa guide' })).toHaveAttribute('href', '/visa-guide/');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is operable with the keyboard: Tab to a question, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    render();
    await user.tab();
    const first = screen.getByRole('button', { name: 'Do I need a visa?' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(screen.getByRole('button', { name: 'How long is the programme?' })).toHaveFocus();
  });

  it('renders hostile Markdown safely: no script, no javascript: link', async () => {
    const user = userEvent.setup();
    render({
      Questions: [
        { id: 'x', Question: '<b>Hi</b>', Answer: '<script>alert(1)</script> [click me](javascript:alert(1))' },
      ],
    });
    await user.click(screen.getByRole('button', { name: '<b>Hi</b>' }));
    expect(document.querySelector('script, b')).toBeNull();
    expect(screen.getByText('click me').closest('a')).toBeNull();
  });

  it('uses h2 questions when the block has no title, and is skipped without answered questions', () => {
    render({ Title: '  ' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(toFaq({ ...raw, Questions: [null, { id: 'q', Question: 'Q?', Answer: '' }] })).toBeNull();
    expect(toFaq({ ...raw, Questions: null })).toBeNull();
  });
});

describe('Faq in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksFaq',
    Questions: raw.Questions!.map((item) => item && { __typename: 'ComponentSharedQuestion', ...item }),
  });

  it('marks each question and its answer with their fields, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<Faq {...toFaq(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Frequently asked questions',
        'Blocks.0.Questions.0.Question=Do I need a visa?',
        'Blocks.0.Questions.0.Answer=Yes: a J-1 visa. See the visa guide.',
        'Blocks.0.Questions.2.Question=How long is the programme?',
        'Blocks.0.Questions.2.Answer=Nine weeks, plus up to 30 days of travel.',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<Faq {...toFaq(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
