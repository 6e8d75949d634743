import { screen, within } from '@testing-library/react';
import type { ProcessTimelineFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import ProcessTimeline from './ProcessTimeline';
import { toProcessTimeline } from './toProcessTimeline';

const raw: ProcessTimelineFragment = {
  id: '1',
  rank: 7,
  Title: 'How it works',
  Steps: [
    { id: 's1', Title: ' Apply online ', Body: 'Fill in the form in ten minutes.', TimeFrame: 'Day 1' },
    null,
    { id: 's2', Title: 'Interview', Body: 'A video call with our team.', TimeFrame: ' Week 1–2 ' },
    { id: 's3', Title: '  ', Body: '', TimeFrame: 'Never shown' },
    { id: 's4', Title: 'Fly out', Body: null, TimeFrame: null },
  ],
};

const render = (overrides: Partial<ProcessTimelineFragment> = {}) =>
  renderWithProviders(<ProcessTimeline {...toProcessTimeline({ ...raw, ...overrides })!} />);

describe('ProcessTimeline', () => {
  it('shows the steps in order as an ordered list, each numbered "Step n"', async () => {
    const { container } = render();
    const region = screen.getByRole('region', { name: 'How it works' });
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Apply online',
      'Interview',
      'Fly out',
    ]);
    expect(steps.map((step) => step.textContent?.match(/^Step \d/)?.[0])).toEqual(['Step 1', 'Step 2', 'Step 3']);
    await expectNoAxeViolations(container);
  });

  it('labels each step with its time frame and shows its body', () => {
    render();
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first).getByText('Day 1')).toBeInTheDocument();
    expect(within(first).getByText('Fill in the form in ten minutes.')).toBeInTheDocument();
    expect(within(second).getByText('Week 1–2')).toBeInTheDocument();
    expect(third).not.toHaveTextContent('Never shown');
  });

  it('shows CMS text as text, never as markup', () => {
    render({
      Steps: [{ id: 'x', Title: '<script>alert(1)</script>', Body: '<img src=x onerror=alert(1)>', TimeFrame: null }],
    });
    expect(screen.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('uses h2 step headings without a block title, and is skipped without steps', () => {
    render({ Title: null });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(
      toProcessTimeline({ ...raw, Steps: [null, { id: 'e', Title: '', Body: ' ', TimeFrame: 'Day 1' }] }),
    ).toBeNull();
    expect(toProcessTimeline({ ...raw, Steps: null })).toBeNull();
  });
});

describe('ProcessTimeline in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksProcessTimeline',
    Steps: raw.Steps!.map((step) => step && { __typename: 'ComponentSharedTimelineStep', ...step }),
  });

  it('marks each step’s texts with its field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<ProcessTimeline {...toProcessTimeline(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=How it works',
        'Blocks.0.Steps.0.Title=Apply online',
        'Blocks.0.Steps.0.TimeFrame=Day 1',
        'Blocks.0.Steps.0.Body=Fill in the form in ten minutes.',
        // Addressed by their place in the document, empty entries included.
        'Blocks.0.Steps.2.Title=Interview',
        'Blocks.0.Steps.2.TimeFrame=Week 1–2',
        'Blocks.0.Steps.4.Title=Fly out',
      ]),
    );
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<ProcessTimeline {...toProcessTimeline(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
