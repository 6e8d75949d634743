import { screen, within } from '@testing-library/react';
import nextRouter from 'next/router';
import type { SiteSettingsFragment } from '@/graphql/generated/graphql';
import { renderWithProviders } from '@/__tests__/support/render';
import { toSiteSettings } from '@/lib/brand/site-settings';
import Embeds from './Embeds';

type RawEmbeds = NonNullable<SiteSettingsFragment['Embeds']>;
type RawForm = NonNullable<NonNullable<RawEmbeds['FormEmbeds']>[number]>;
type RawReviews = NonNullable<NonNullable<RawEmbeds['ReviewsWidgets']>[number]>;

const router = nextRouter as unknown as { asPath: string };

const form = (Name: string, EmbedUrl: string, Placement: string | null = 'contact-us'): RawForm => ({
  id: Name,
  Name,
  Provider: null,
  EmbedUrl,
  Placement,
});
const reviews = (Name: string, WidgetId: string, Placement: string | null = 'contact-us'): RawReviews => ({
  id: Name,
  Name,
  Provider: 'Trustpilot',
  WidgetId,
  Placement,
});

function render(embeds: RawEmbeds, placement = 'contact-us') {
  const settings = toSiteSettings({
    documentId: 'settings',
    Appearance: null,
    Navigation: null,
    Newsletter: null,
    CookiePolicyNotification: null,
    ChatWidget: null,
    Embeds: embeds,
  });
  return renderWithProviders(<Embeds placement={placement} />, { settings });
}

beforeEach(() => {
  router.asPath = '/contact-us/';
});

describe('Embeds', () => {
  it('frames a provider’s form (an https URL) in a titled, sandboxed, lazy iframe under its name', () => {
    render({ FormEmbeds: [form('Ask us a question', 'https://forms.example.com/to/ask')], ReviewsWidgets: [] });
    const section = screen.getByRole('region', { name: 'Ask us a question' });
    const frame = within(section).getByTitle('Ask us a question');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://forms.example.com/to/ask');
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-forms'));
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('links to a form that is a page of the site instead of framing it', () => {
    render({ FormEmbeds: [form('Apply now', '/apply/')], ReviewsWidgets: [] });
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply/');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each(['/apply/', '/apply', '/apply/?utm_source=newsletter', '/apply/#form'])(
    'does not link to the form page from the form page itself (%s)',
    (asPath) => {
      router.asPath = asPath;
      const { container } = render({ FormEmbeds: [form('Apply now', '/apply/')], ReviewsWidgets: [] });
      expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('links, never frames, an absolute URL of one of our own sites', () => {
    render({
      FormEmbeds: [
        form('Apply now', 'https://www.wayfarercollective.com/apply/?ref=footer'),
        form('Camp jobs', 'https://www.timberlinecamps.com/jobs/'),
      ],
      ReviewsWidgets: [],
    });
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/apply/?ref=footer');
    expect(screen.getByRole('link', { name: 'Camp jobs' })).toHaveAttribute(
      'href',
      'https://www.timberlinecamps.com/jobs/',
    );
  });

  it('does not link to its own page given as an absolute URL', () => {
    router.asPath = '/apply/';
    const { container } = render({
      FormEmbeds: [form('Apply now', 'https://www.wayfarercollective.com/apply/')],
      ReviewsWidgets: [],
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows only the embeds placed on this page', () => {
    render({
      FormEmbeds: [
        form('Ask us a question', 'https://forms.example.com/to/ask'),
        form('Request a brochure', 'https://forms.example.com/to/brochure', 'home'),
      ],
      ReviewsWidgets: [reviews('What travellers say', 'https://widget.trustpilot.example/reviews/123', 'home')],
    });
    expect(screen.getByTitle('Ask us a question')).toBeInTheDocument();
    expect(screen.queryByTitle('Request a brochure')).not.toBeInTheDocument();
    expect(screen.queryByTitle('What travellers say')).not.toBeInTheDocument();
  });

  it('neither frames nor links a javascript: or data: form URL', () => {
    const { container } = render({
      FormEmbeds: [
        form('Steal cookies', 'javascript:alert(document.cookie)'),
        form('Data form', 'data:text/html,<form>'),
      ],
      ReviewsWidgets: [],
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('links to, but never frames, a form on a plain http URL', () => {
    render({
      FormEmbeds: [form('Volunteer application', 'http://apply.partner.example/volunteer')],
      ReviewsWidgets: [],
    });
    expect(screen.getByRole('link', { name: 'Volunteer application' })).toHaveAttribute(
      'href',
      'http://apply.partner.example/volunteer',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('frames a reviews widget given as its provider’s https frame URL', () => {
    render({
      FormEmbeds: [],
      ReviewsWidgets: [reviews('What travellers say', 'https://widget.trustpilot.example/reviews/123')],
    });
    const frame = within(screen.getByRole('region', { name: 'What travellers say' })).getByTitle('What travellers say');
    expect(frame).toHaveAttribute('src', 'https://widget.trustpilot.example/reviews/123');
    expect(frame).toHaveAttribute('sandbox');
  });

  it.each(['5f3c9a1b2e', 'javascript:alert(1)', 'http://widget.trustpilot.example/reviews/123'])(
    'renders nothing for a reviews widget whose id is %j',
    (widgetId) => {
      const { container } = render({ FormEmbeds: [], ReviewsWidgets: [reviews('What travellers say', widgetId)] });
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('renders nothing when the brand has no embeds', () => {
    const { container } = render({ FormEmbeds: null, ReviewsWidgets: null });
    expect(container).toBeEmptyDOMElement();
  });
});
