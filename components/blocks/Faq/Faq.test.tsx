import { ThemeProvider } from '@mui/material/styles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FaqFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import { createBrandTheme } from '@/theme/createBrandTheme';
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

/** The <summary> a visitor clicks or tabs to, found by the question its heading holds. */
const question = (name: string) => screen.getByRole('heading', { name }).closest('summary')!;

/** The <details> of a question: `open` while its answer shows. */
const disclosure = (name: string) => question(name).closest('details')!;

/**
 * The declarations of `property` in the page's style rules that apply to the element as it is now
 * (jsdom's getComputedStyle leaves most properties out, outline among them).
 */
const declared = (element: Element, property: string) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && !rule.selectorText.includes('::'))
    .filter((rule) => element.matches(rule.selectorText))
    .flatMap((rule) => rule.cssText.match(new RegExp(`(?<=[{;]\\s*)${property}:[^;}]*`, 'g')) ?? []);

describe('Faq', () => {
  it('lists each answered question as an h3 in the summary of a closed disclosure, its answer in the page', async () => {
    const { container } = render();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Do I need a visa?', 'How long is the programme?']);
    const summary = question('Do I need a visa?');
    expect(summary.parentElement).toBe(disclosure('Do I need a visa?'));
    // The summary first in its <details>: the one the browser opens and closes it with.
    expect(summary.parentElement!.firstElementChild).toBe(summary);
    expect(disclosure('Do I need a visa?').open).toBe(false);
    // Several can be open at once: no group name.
    expect(container.querySelectorAll('details[name]')).toHaveLength(0);
    // The answer is in the page while closed (hidden by the browser, not left out).
    const answer = within(disclosure('Do I need a visa?')).getByText(/Yes: a/);
    expect(answer).toHaveTextContent('Yes: a J-1 visa.');
    expect(answer).not.toBeVisible();
    // The chevron is decoration: no icon font, nothing for a screen reader.
    expect(summary.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('opens and closes an answer with a click, showing the Markdown answer formatted', async () => {
    const user = userEvent.setup();
    const { container } = render();
    await user.click(screen.getByRole('heading', { name: 'Do I need a visa?' }));
    const details = disclosure('Do I need a visa?');
    expect(details.open).toBe(true);
    expect(within(details).getByText(/Yes: a/)).toBeVisible();
    expect(within(details).getByText('J-1 visa').tagName).toBe('STRONG');
    expect(within(details).getByRole('link', { name: 'visa guide' })).toHaveAttribute('href', '/visa-guide/');
    // Several at once: opening the second leaves the first open.
    await user.click(question('How long is the programme?'));
    expect(disclosure('How long is the programme?').open).toBe(true);
    expect(details.open).toBe(true);
    await expectNoAxeViolations(container);
    await user.click(question('Do I need a visa?'));
    expect(details.open).toBe(false);
    expect(within(details).getByText(/Yes: a/)).not.toBeVisible();
  });

  it('opens without the page’s script: the server HTML alone is a working disclosure', async () => {
    const user = userEvent.setup();
    const html = renderToStaticMarkup(
      <ThemeProvider theme={createBrandTheme(null)}>
        <Faq {...toFaq(raw)!} />
      </ThemeProvider>,
    );
    // The answers are in the server HTML, closed.
    expect(html).toContain('Nine weeks, plus up to 30 days of travel.');
    expect(html).toContain('<strong>J-1 visa</strong>');
    expect(html).not.toMatch(/<details[^>]* open/);
    // Not hydrated: no React, no handlers, only the HTML.
    document.body.innerHTML = html;
    await user.click(question('How long is the programme?'));
    expect(disclosure('How long is the programme?').open).toBe(true);
    await user.click(question('How long is the programme?'));
    expect(disclosure('How long is the programme?').open).toBe(false);
    document.body.innerHTML = '';
  });

  it('is operable with the keyboard: Tab to a question, on to the links of an open answer and the next question', async () => {
    const user = userEvent.setup();
    render();
    await user.tab();
    const first = question('Do I need a visa?');
    expect(first).toHaveFocus();
    // The site's focus ring (the theme's `:focus-visible`, CssBaseline) shows on the summary too.
    expect(declared(first, 'outline')).toEqual(expect.arrayContaining([expect.stringMatching(/^outline: 3px solid/)]));
    expect(declared(first, 'outline')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^outline: (0|none)/)]),
    );
    // Enter and Space open and close a focused <summary> in the browser (its own activation, as a
    // button's); neither jsdom nor user-event does that for a summary (they click only buttons,
    // inputs and links), so the toggle itself is checked with clicks above. Opened here the same way.
    await user.click(first);
    expect(disclosure('Do I need a visa?').open).toBe(true);
    expect(first).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'visa guide' })).toHaveFocus();
    await user.tab();
    expect(question('How long is the programme?')).toHaveFocus();
  });

  it('renders hostile Markdown safely: no script, no javascript: link', async () => {
    const user = userEvent.setup();
    render({
      Questions: [
        { id: 'x', Question: '<b>Hi</b>', Answer: '<script>alert(1)</script> [click me](javascript:alert(1))' },
      ],
    });
    await user.click(question('<b>Hi</b>'));
    expect(disclosure('<b>Hi</b>').open).toBe(true);
    expect(document.querySelector('script, b')).toBeNull();
    expect(screen.getByText('click me').closest('a')).toBeNull();
  });

  it('uses h2 questions when the block has no title, and is skipped without answered questions', () => {
    render({ Title: '  ' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(question('Do I need a visa?').querySelector('h2')).toHaveTextContent('Do I need a visa?');
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
