import { screen, within } from '@testing-library/react';
import type { ContactUsFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placedBlock, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import { expectNoAxeViolations } from '@/__tests__/support/axe';
import ContactUs from './ContactUs';
import { toContactUs, toEmail, toTelephone } from './toContactUs';

const raw: ContactUsFragment = {
  id: '1',
  rank: 10,
  Title: ' Talk to our Banff team ',
  Body: 'We answer within one working day.\nMonday to Friday, 9am–5pm.',
  Email: ' banff@wayfarercollective.com ',
  Telephone: '+44 20 7946 0000',
  ButtonText: 'Send us a message',
  ButtonLink: '/contact/',
};

const render = (overrides: Partial<ContactUsFragment> = {}) =>
  renderWithProviders(<ContactUs {...toContactUs({ ...raw, ...overrides })!} />);

describe('ContactUs', () => {
  it('offers mailto: and tel: links (dialled without spaces) and a button', async () => {
    const { container } = render();
    const region = screen.getByRole('region', { name: 'Talk to our Banff team' });
    expect(within(region).getByText(/We answer within one working day\./)).toBeInTheDocument();
    const methods = within(region).getAllByRole('listitem');
    expect(methods.map((method) => method.textContent)).toEqual([
      'Emailbanff@wayfarercollective.com',
      'Telephone+44 20 7946 0000',
    ]);
    expect(screen.getByRole('link', { name: 'banff@wayfarercollective.com' })).toHaveAttribute(
      'href',
      'mailto:banff@wayfarercollective.com',
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(screen.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact/');
    await expectNoAxeViolations(container);
  });

  it('dials numbers as written with separators, and leaves what cannot be dialled as text', () => {
    expect(toTelephone('+44 (0)20 7946-0000')).toEqual({ display: '+44 (0)20 7946-0000', href: 'tel:+442079460000' });
    expect(toTelephone('1-800-555-0199')).toEqual({ display: '1-800-555-0199', href: 'tel:18005550199' });
    expect(toTelephone('tel:0800 123 456')).toEqual({ display: '0800 123 456', href: 'tel:0800123456' });
    expect(toTelephone('Call reception')).toEqual({ display: 'Call reception', href: null });
    expect(toTelephone('  ')).toBeNull();
  });

  it('links only things that look like e-mail addresses', () => {
    expect(toEmail('mailto:help@example.org')).toEqual({
      display: 'help@example.org',
      href: 'mailto:help@example.org',
    });
    expect(toEmail('help@example.org?bcc=everyone@example.org')).toEqual({
      display: 'help@example.org?bcc=everyone@example.org',
      href: null,
    });
    expect(toEmail('not an email')).toEqual({ display: 'not an email', href: null });
  });

  it('never turns hostile values into links', () => {
    render({
      Email: 'javascript:alert(1)//@x.com',
      Telephone: 'javascript:alert(1)',
      ButtonLink: 'javascript:alert(1)',
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1)//@x.com')).toBeInTheDocument();
    expect(screen.queryByText('Send us a message')).not.toBeInTheDocument();
  });

  it('shows only what it has', () => {
    render({ Email: null, Telephone: null, Title: null });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('is skipped when there is nothing to say and no way to get in touch', () => {
    expect(toContactUs({ ...raw, Body: ' ', Email: null, Telephone: '', ButtonLink: null })).toBeNull();
    expect(
      toContactUs({ ...raw, Body: null, Email: null, Telephone: '0800 123 456', ButtonText: null }),
    ).not.toBeNull();
  });
});

describe('ContactUs in the admin’s preview (click-to-edit)', () => {
  /** As GraphQL answers: every object with its __typename. */
  const answer = (overrides: Partial<ContactUsFragment> = {}) => ({
    __typename: 'ComponentBlocksContactUs',
    ...raw,
    ...overrides,
  });

  it('marks every text it shows with its field, in draft mode', () => {
    const placed = placedBlock(answer());
    const { container } = renderWithProviders(<ContactUs {...toContactUs(placed)!} />);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining([
        'Blocks.0.Title=Talk to our Banff team',
        'Blocks.0.Body=We answer within one working day. Monday to Friday, 9am–5pm.',
        'Blocks.0.Email=banff@wayfarercollective.com',
        'Blocks.0.Telephone=+44 20 7946 0000',
        'Blocks.0.ButtonText=Send us a message',
      ]),
    );
  });

  it('leaves an e-mail or number the site changed unmarked, linked or not', () => {
    const placed = placedBlock(answer({ Email: 'mailto:help@example.org', Telephone: 'tel:Call reception' }));
    const { container } = renderWithProviders(<ContactUs {...toContactUs(placed)!} />);
    expect(screen.getByRole('link', { name: 'help@example.org' })).not.toHaveAttribute('data-strapi-source');
    expect(markedFields(container).filter((field) => /Email|Telephone/.test(field))).toEqual([]);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderWithProviders(<ContactUs {...toContactUs(answer())!} />);
    expect(markedElements(container)).toBe(0);
  });
});
