import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSettingsFragment } from '@/graphql/generated/graphql';
import { markedElements, markedFields, placeContent, unmarkedFields } from '@/__tests__/support/click-to-edit';
import { renderWithProviders } from '@/__tests__/support/render';
import { toSiteSettings, type LinkItem } from '@/lib/brand/site-settings';
import Newsletter from './Newsletter';

type RawNewsletter = NonNullable<SiteSettingsFragment['Newsletter']>;

const rawNewsletter: RawNewsletter = {
  ListId: 'wayfarer-main',
  EmailTemplateId: 'welcome-01',
  Title: 'Get travel inspiration',
  Text: 'One email a month: new programmes, stories and offers.',
  ButtonText: 'Sign me up',
  SuccessText: 'You’re on the list. Check your inbox to confirm.',
  PrivacyCheckboxText: 'I agree to the privacy policy.',
};

const fetchMock = jest.fn();
const originalFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  global.fetch = originalFetch;
});

const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

function render(raw: RawNewsletter = rawNewsletter, privacyPolicy: LinkItem | null = null) {
  const settings = toSiteSettings({
    documentId: 'settings',
    Appearance: null,
    Navigation: null,
    Newsletter: raw,
    CookiePolicyNotification: null,
    ChatWidget: null,
    Embeds: null,
  });
  renderWithProviders(<Newsletter settings={settings.newsletter!} privacyPolicy={privacyPolicy} />, { settings });
  return {
    user: userEvent.setup(),
    email: () => screen.getByRole('textbox', { name: /email address/i }),
    consent: () => screen.getByRole('checkbox', { name: 'I agree to the privacy policy.' }),
    submit: () => screen.getByRole('button', { name: 'Sign me up' }),
  };
}

const follows = (earlier: Element, later: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('Newsletter', () => {
  it('asks for consent before the button that sends it, so nobody presses Subscribe before seeing the box', () => {
    const { email, consent, submit } = render();
    expect(follows(email(), consent())).toBe(true);
    expect(follows(consent(), submit())).toBe(true);
  });

  it('links the brand’s privacy policy beside the consent box, outside its label, and describes the box with it', async () => {
    const { consent, user } = render(rawNewsletter, { text: 'Privacy policy', url: '/privacy-policy/' });
    const policy = screen.getByRole('link', { name: 'Privacy policy' });
    expect(policy).toHaveAttribute('href', '/privacy-policy/');
    expect(follows(consent(), policy)).toBe(true);
    expect(consent()).toHaveAccessibleDescription(/Privacy policy/);
    // Following the link is not ticking the box.
    policy.addEventListener('click', (event) => event.preventDefault());
    await user.click(policy);
    expect(consent()).not.toBeChecked();
  });

  it('links no policy when the brand has none', () => {
    render();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is a region titled by the brand’s newsletter title, with its text', () => {
    render();
    expect(screen.getByRole('region', { name: 'Get travel inspiration' })).toBeInTheDocument();
    expect(screen.getByText('One email a month: new programmes, stories and offers.')).toBeInTheDocument();
  });

  it('uses default wording where the brand gives none', () => {
    render({ ...rawNewsletter, Title: null, ButtonText: '  ', PrivacyCheckboxText: null });
    expect(screen.getByRole('region', { name: 'Stay in the loop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the privacy policy.' })).toBeInTheDocument();
  });

  it('is a native email field, required and filled in from the browser’s addresses, and a native box', () => {
    const { email, consent } = render();
    expect(email().tagName).toBe('INPUT');
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAttribute('maxlength', '254');
    expect(email()).toBeRequired();
    // The required mark beside the label is not read out as part of its name.
    expect(email()).toHaveAccessibleName('Email address');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(consent().tagName).toBe('INPUT');
    expect(consent()).toHaveAttribute('aria-invalid', 'false');
    expect(consent()).not.toBeChecked();
  });

  it('is used from the keyboard: Tab from the email to the box, Space ticks it, Enter sends the form', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const { user, email, consent } = render();
    await user.click(email());
    await user.keyboard('jane@example.com');
    await user.tab();
    expect(consent()).toHaveFocus();
    await user.keyboard(' ');
    expect(consent()).toBeChecked();
    await user.click(email());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ticks and unticks the box from its text too', async () => {
    const { user, consent } = render();
    await user.click(screen.getByText('I agree to the privacy policy.'));
    expect(consent()).toBeChecked();
    await user.click(screen.getByText('I agree to the privacy policy.'));
    expect(consent()).not.toBeChecked();
  });

  it('on an empty submit, shows both errors, moves focus to the email field and sends nothing', async () => {
    const { user, email, consent, submit } = render();
    await user.click(submit());
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Tick the box to agree to the privacy policy.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Enter your email address.');
    expect(consent()).toHaveAttribute('aria-invalid', 'true');
    expect(consent()).toHaveAccessibleDescription('Tick the box to agree to the privacy policy.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address without a top-level domain, keeping what was typed', async () => {
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example');
    await user.click(consent());
    await user.click(submit());
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveValue('jane@example');
    expect(screen.queryByText('Tick the box to agree to the privacy policy.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the privacy checkbox when only the consent is missing', async () => {
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example.com');
    await user.click(submit());
    expect(screen.getByText('Tick the box to agree to the privacy policy.')).toBeInTheDocument();
    expect(consent()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a visitor whose address was already on the list so, not that a first dispatch is coming', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, alreadySubscribed: true }));
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example.com');
    await user.click(consent());
    await user.click(submit());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('You’re already on the list');
    expect(status).not.toHaveTextContent('Check your inbox to confirm');
  });

  it('posts a valid sign-up to /api/newsletter and confirms it in a status message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true, alreadySubscribed: false }));
    window.history.replaceState(null, '', '/us/blog/hiking?utm_source=mail');
    const tracking = { utm_source: 'mail', utm_medium: null, utm_campaign: null, utm_id: null, referrer: 'x' };
    window.localStorage.setItem('trackingParams', JSON.stringify(tracking));
    const { user, email, consent, submit } = render();
    await user.type(email(), '  jane@example.com ');
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('You’re on the list. Check your inbox to confirm.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    // The list and the consent text are not the browser's to say: the server reads the brand's settings.
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'jane@example.com',
      consent: true,
      page: '/us/blog/hiking',
      tracking,
    });
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
    expect(screen.queryByRole('textbox', { name: /email address/i })).not.toBeInTheDocument();
  });

  it('shows that it is sending and cannot be sent twice meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example.com');
    await user.click(consent());
    await user.click(submit());
    const sending = screen.getByRole('button', { name: 'Signing you up…' });
    expect(sending).toBeDisabled();
    await user.type(email(), '{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(jsonResponse(200, { ok: true }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
  });

  it('shows the server’s field errors and keeps the typed email', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { ok: false, errors: { email: 'Enter an email address like name@example.com.' } }),
    );
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@exämple.com');
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(email()).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('jane@exämple.com');
    expect(consent()).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says clearly when the sign-up cannot be sent, keeping what was typed', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example.com');
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t sign you up just now. Please try again in a moment.',
    );
    expect(email()).toHaveValue('jane@example.com');
    expect(consent()).toBeChecked();
    expect(submit()).toBeEnabled();
  });

  it.each([
    [429, 'Too many sign-ups from here just now. Please try again in a minute.'],
    [503, 'We couldn’t sign you up just now. Please try again in a moment.'],
  ])('shows the server’s reason on a %s, highlighting no field and keeping what was typed', async (status, reason) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { ok: false, errors: { request: reason } }));
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example.com');
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(email()).not.toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveValue('jane@example.com');
    expect(consent()).toBeChecked();
  });

  it('can be sent again after a failure, clearing the error', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example.com');
    await user.click(consent());
    await user.click(submit());
    await screen.findByRole('alert');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('Newsletter, known bug', () => {
  // A failure without field errors (a 500, a proxy's 502 page, a 429) must not say "check the
  // highlighted fields" when nothing is highlighted.
  it('tells the visitor to try again later when the server fails without field errors', async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 500,
      json: async () => Promise.reject(new SyntaxError('Unexpected token <')),
    } as unknown as Response);
    const { user, email, consent, submit } = render();
    await user.type(email(), 'jane@example.com');
    await user.click(consent());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t sign you up just now. Please try again in a moment.',
    );
  });
});

describe('Newsletter in the admin’s preview (click-to-edit)', () => {
  /** The brand's settings as GraphQL answers them: every object with its __typename. */
  const answer = (newsletter: RawNewsletter = rawNewsletter): SiteSettingsFragment =>
    ({
      __typename: 'BrandSetting',
      documentId: 'settings-1',
      Appearance: null,
      Navigation: null,
      Newsletter: { __typename: 'ComponentSettingsNewsletter', ...newsletter },
      CookiePolicyNotification: null,
      ChatWidget: null,
      Embeds: null,
    }) as SiteSettingsFragment;

  function renderSettings(raw: SiteSettingsFragment) {
    const settings = toSiteSettings(raw);
    return renderWithProviders(<Newsletter settings={settings.newsletter!} />, { settings });
  }

  it('marks every text it shows with its field, in draft mode, the confirmation too', async () => {
    const placed = placeContent({ brandSettings: [answer()] });
    const { container } = renderSettings(placed.brandSettings[0]!);
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual([
      'Newsletter.Title=Get travel inspiration',
      'Newsletter.Text=One email a month: new programmes, stories and offers.',
      'Newsletter.PrivacyCheckboxText=I agree to the privacy policy.',
      'Newsletter.ButtonText=Sign me up',
    ]);

    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'jane@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the privacy policy.' }));
    await user.click(screen.getByRole('button', { name: 'Sign me up' }));
    await screen.findByRole('status');
    expect(unmarkedFields(container, placed)).toEqual([]);
    expect(markedFields(container)).toEqual(
      expect.arrayContaining(['Newsletter.SuccessText=You’re on the list. Check your inbox to confirm.']),
    );
  });

  it('leaves the wording the site supplies for empty fields unmarked', () => {
    const placed = placeContent({
      brandSettings: [answer({ ...rawNewsletter, Title: null, ButtonText: '  ', PrivacyCheckboxText: null })],
    });
    const { container } = renderSettings(placed.brandSettings[0]!);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(markedFields(container)).toEqual(['Newsletter.Text=One email a month: new programmes, stories and offers.']);
  });

  it('marks nothing on a visitor’s page', () => {
    const { container } = renderSettings(answer());
    expect(markedElements(container)).toBe(0);
  });
});
