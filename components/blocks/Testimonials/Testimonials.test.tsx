import { screen, within } from '@testing-library/react';
import type { TestimonialsFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders, testMedia } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import Testimonials from './Testimonials';
import { toRating, toTestimonials } from './toTestimonials';

const raw: TestimonialsFragment = {
  id: '1',
  rank: 6,
  Title: 'What our campers say',
  Items: [
    {
      id: 't1',
      Quote: ' The best summer of my life. ',
      Name: 'Priya Shah',
      Role: 'Camp counsellor, 2025',
      Rating: 5,
      Photo: testMedia('priya', 'Priya at camp'),
    },
    null,
    {
      id: 't2',
      Quote: 'Hard work,\nbut worth every minute.',
      Name: 'Tom Brennan',
      Role: null,
      Rating: 4.4,
      Photo: null,
    },
    { id: 't3', Quote: '   ', Name: 'Nobody', Role: null, Rating: 1, Photo: null },
  ],
};

const render = (overrides: Partial<TestimonialsFragment> = {}) =>
  renderWithProviders(<Testimonials {...toTestimonials({ ...raw, ...overrides })!} />);

describe('Testimonials', () => {
  it('shows each quote as a blockquote with its author in a figcaption', async () => {
    const { container } = render();
    const region = screen.getByRole('region', { name: 'What our campers say' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const figure = within(items[0]).getByRole('figure');
    expect(figure.querySelector('blockquote')).toHaveTextContent('The best summer of my life.');
    expect(figure.querySelector('figcaption')).toHaveTextContent('Priya ShahCamp counsellor, 2025');
    await expectNoAxeViolations(container);
  });

  it('announces the star rating as text, rounded to half stars', () => {
    render();
    expect(screen.getByText('Rated 5 out of 5')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
  });

  it('shows the photo (decorative: the name is beside it) and initials when there is none', () => {
    render();
    const photo = document.querySelector('figcaption img');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('src', expect.stringContaining(encodeURIComponent('/uploads/priya.jpg')));
    expect(screen.getByText('TB')).toBeInTheDocument();
  });

  it('shows CMS text as text, never as markup', () => {
    render({
      Items: [
        { id: 'x', Quote: '<script>alert(1)</script>', Name: '<b>Eve</b>', Role: null, Rating: null, Photo: null },
      ],
    });
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('blockquote script, figcaption b')).toBeNull();
    expect(screen.queryByText(/Rated/)).not.toBeInTheDocument();
  });

  it('keeps ratings within 0.5–5 and drops missing or nonsense ones', () => {
    expect([5, 7, 4.4, 4.75, 0.1, 0, -3, null, Number.NaN].map(toRating)).toEqual([
      5,
      5,
      4.5,
      5,
      0.5,
      null,
      null,
      null,
      null,
    ]);
  });

  it('drops quotes without text and is skipped when none is left', () => {
    expect(toTestimonials(raw)!.items.map((item) => item.id)).toEqual(['t1', 't2']);
    expect(
      toTestimonials({ ...raw, Items: [null, { id: 'e', Quote: ' ', Name: 'A', Role: null, Rating: 5, Photo: null }] }),
    ).toBeNull();
    expect(toTestimonials({ ...raw, Items: null })).toBeNull();
  });
});

describe('Testimonials in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = () => ({
    ...raw,
    __typename: 'ComponentBlocksTestimonials',
    Items: raw.Items!.map(
      (item) =>
        item && {
          ...item,
          __typename: 'ComponentSharedTestimonial',
          Photo: item.Photo && { __typename: 'UploadFile', ...item.Photo },
        },
    ),
  });

  it('marks each quote, name, role and photo with its field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<Testimonials {...toTestimonials(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=What our campers say',
        'Blocks.0.Items.0.Quote=The best summer of my life.',
        'Blocks.0.Items.0.Name=Priya Shah',
        'Blocks.0.Items.0.Role=Camp counsellor, 2025',
        'Blocks.0.Items.0.Photo=priya.jpg',
        'Blocks.0.Items.2.Quote=Hard work, but worth every minute.',
        'Blocks.0.Items.2.Name=Tom Brennan',
      ]),
    );
    // Initials and the rating are the site's rendering of Name and Rating.
    expect(screen.getByText('TB')).not.toHaveAttribute('data-strapi-source');
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<Testimonials {...toTestimonials(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
