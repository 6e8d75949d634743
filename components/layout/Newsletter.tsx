import Container from '@mui/material/Container';
import { styled, type Theme } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import { useId, useState, type FormEvent } from 'react';
import type { LinkItem, Newsletter as NewsletterSettings } from '@/lib/brand/site-settings';
import { safeLocalStorage } from '@/lib/browser-storage';
import { editable } from '@/lib/preview/content-source';
import { TRY_AGAIN_MESSAGE, validateNewsletter, type NewsletterErrors } from '@/lib/newsletter/validate';
import { loadCapture } from '@/lib/tracking/load-capture';
import { Columns } from '../ui/Columns';
import Editable from '../ui/Editable';
import { AnchorLink } from '../ui/Link';
import SiteButton, { siteButtonClasses } from '../ui/SiteButton';

/**
 * The answer to a sign-up (sent, or why not) is the only Alert on a page, and no page is rendered
 * with one: a chunk of its own, fetched when the visitor sends the form rather than in every page's
 * first load (with its icons, 1.5 kB gzip).
 */
const loadAlert = () => import('@mui/material/Alert');
const Alert = dynamic(loadAlert);

/** MUI's CheckBox icon's tick (24px grid, the box from 3 to 21), in a colour, for a background image. */
const tick = (colour: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="3 3 18 18"><path fill="${colour}" d="M10 17l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z"/></svg>`,
  )}")`;

/**
 * The form's fields as native elements, drawn as MUI's outlined TextField and Checkbox drew them
 * (OutlinedInput, FormHelperText, Checkbox and FormControlLabel, @mui/material 9): those modules
 * (InputBase, FormControl, SwitchBase and the rest, about 12 kB gzip) were in every page's first
 * load for one email field and one box. The label stands above the field rather than floating in it.
 */
const fieldStyles = (theme: Theme) => {
  const outline = 'rgba(0, 0, 0, 0.23)';
  const { primary, error, text, action, background } = theme.palette;
  return {
    '& .Newsletter-field': { display: 'flex', flexDirection: 'column', alignSelf: 'stretch' },
    '& .Newsletter-label': {
      ...theme.typography.body2,
      color: text.secondary,
      marginBottom: theme.spacing(0.75),
    },
    '& .Newsletter-field:focus-within .Newsletter-label': { color: primary.main },
    '& .Newsletter-input': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      boxSizing: 'border-box',
      width: '100%',
      margin: 0,
      // MUI's 16.5px by 14px, less the 1px border: a 56px field.
      padding: '15.5px 13px',
      color: text.primary,
      background: 'none',
      border: `1px solid ${outline}`,
      borderRadius: theme.shape.borderRadius,
      '@media (hover: hover)': { '&:hover': { borderColor: text.primary } },
      // MUI's focused field: a 2px border in the primary colour (the inset shadow is the second pixel,
      // so nothing moves), and no outline besides.
      '&:focus': { outline: 0, borderColor: primary.main, boxShadow: `inset 0 0 0 1px ${primary.main}` },
      '&[aria-invalid="true"]': { borderColor: error.main },
      '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${error.main}` },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    // Its line is kept when empty, as MUI's was: an error shows without moving what follows.
    '& .Newsletter-helper': {
      ...theme.typography.caption,
      minHeight: `${theme.typography.caption.lineHeight}em`,
      color: text.secondary,
      margin: '3px 14px 0',
    },
    '& .Newsletter-invalid': {
      '& .Newsletter-label, &:focus-within .Newsletter-label, & .Newsletter-helper': { color: error.main },
    },
    '& .Newsletter-consent': {
      ...theme.typography.body1,
      display: 'inline-flex',
      alignItems: 'flex-start',
      // FormControlLabel's right margin: the text wraps where it did.
      marginRight: 16,
      cursor: 'pointer',
    },
    '& .Newsletter-checkbox': {
      // The box where MUI's Checkbox icon was (its 42px button pulled 11px left and 8px up), the
      // text 31px in, level with the privacy line below.
      margin: '4px 12px 0 1px',
      appearance: 'none',
      flexShrink: 0,
      boxSizing: 'border-box',
      width: 18,
      height: 18,
      border: `2px solid ${text.secondary}`,
      borderRadius: 2,
      backgroundColor: 'transparent',
      backgroundOrigin: 'border-box',
      backgroundSize: '100%',
      cursor: 'pointer',
      '@media (hover: hover)': {
        '&:hover': { boxShadow: `0 0 0 12px ${theme.alpha(action.active, action.hoverOpacity)}` },
        '&:checked:hover': { boxShadow: `0 0 0 12px ${theme.alpha(primary.main, action.hoverOpacity)}` },
      },
      // The site's focus ring (CssBaseline's :focus-visible) is left to show on keyboard focus.
      '&:checked': {
        borderColor: primary.main,
        backgroundColor: primary.main,
        backgroundImage: tick(background.paper),
      },
    },
    '& .Newsletter-error': { ...theme.typography.caption, color: error.main, margin: `3px 0 0 ${theme.spacing(4)}` },
  } as const;
};

/**
 * The newsletter block's own look in one class (its parts are plain elements with class names),
 * as MUI's Box, Stack, Typography and the form's fields drew it.
 */
const NewsletterRoot = styled('section')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  borderTop: `1px solid ${theme.palette.divider}`,
  marginTop: theme.spacing(8),
  [theme.breakpoints.up('md')]: { marginTop: theme.spacing(12) },
  '& .Newsletter-body': {
    paddingBlock: theme.spacing(6),
    [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(8) },
  },
  '& .Newsletter-columns': { alignItems: 'center' },
  '& .Newsletter-title': { margin: `0 0 ${theme.spacing(1.5)}`, ...theme.typography.h3 },
  '& .Newsletter-text': { margin: 0, ...theme.typography.body1 },
  '& .Newsletter-fields': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: theme.spacing(2),
    [`& > .${siteButtonClasses.root}`]: { minHeight: 56 },
    '& > .MuiAlert-root': { alignSelf: 'stretch' },
  },
  ...fieldStyles(theme),
  '& .Newsletter-privacy': {
    margin: 0,
    marginLeft: theme.spacing(4),
    ...theme.typography.body2,
    // MUI Link's underline="always", in the primary colour.
    '& a': {
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
  },
}));

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; alreadySubscribed: boolean }
  | { kind: 'failed'; message: string };

/** What a visitor whose address was already on the list reads instead of the welcome. */
export const ALREADY_SUBSCRIBED_TEXT = 'You’re already on the list: nothing more to do.';

/**
 * The newsletter block (brand settings): an email, then the privacy checkbox with the brand's
 * privacy policy linked beside it, then the button; validated before sending and again by
 * /api/newsletter, with a clear answer either way. Nothing typed is lost on an error.
 */
export default function Newsletter({
  settings,
  privacyPolicy = null,
}: {
  settings: NewsletterSettings;
  /** The brand's privacy policy page (policyLink), linked beside the consent box. */
  privacyPolicy?: LinkItem | null;
}) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewsletter({ email, consent });
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus({ kind: 'idle' });
      (document.getElementById(found.email ? `${id}-email` : `${id}-consent`) as HTMLElement | null)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    loadAlert().catch(() => undefined);
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // The list and the consent text are the brand's settings, which the server reads itself.
        body: JSON.stringify({
          email: email.trim(),
          consent,
          page: window.location.pathname,
          tracking: (await loadCapture()).readTrackingRecord(safeLocalStorage()),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        alreadySubscribed?: boolean;
        errors?: NewsletterErrors & { request?: string };
      };
      if (response.ok && body.ok) {
        setStatus({ kind: 'done', alreadySubscribed: body.alreadySubscribed === true });
        return;
      }
      const { request, ...fields } = body.errors ?? {};
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setStatus({ kind: 'failed', message: 'Please check the highlighted fields.' });
        return;
      }
      // 429 and 503 say why and when to try again; what was typed stays in the form.
      setStatus({ kind: 'failed', message: request ?? TRY_AGAIN_MESSAGE });
    } catch {
      setStatus({ kind: 'failed', message: TRY_AGAIN_MESSAGE });
    }
  };

  return (
    <NewsletterRoot aria-labelledby={`${id}-title`}>
      <Container maxWidth="lg" className="Newsletter-body">
        <Columns spacing={{ xs: 3, md: 6 }} columns={{ xs: 1, md: [5, 7] }} className="Newsletter-columns">
          <div>
            <h2 id={`${id}-title`} className="Newsletter-title" {...editable(settings.src?.title)}>
              {settings.title ?? 'Stay in the loop'}
            </h2>
            {settings.text ? (
              <p className="Newsletter-text" {...editable(settings.src?.text, 'text')}>
                {settings.text}
              </p>
            ) : null}
          </div>
          <div>
            {status.kind === 'done' ? (
              <Alert severity="success" role="status">
                {status.alreadySubscribed ? (
                  ALREADY_SUBSCRIBED_TEXT
                ) : (
                  <Editable source={settings.src?.successText}>{settings.successText}</Editable>
                )}
              </Alert>
            ) : (
              <form
                noValidate
                onSubmit={submit}
                aria-describedby={status.kind === 'failed' ? `${id}-status` : undefined}
              >
                <div className="Newsletter-fields">
                  <div className={errors.email ? 'Newsletter-field Newsletter-invalid' : 'Newsletter-field'}>
                    <label htmlFor={`${id}-email`} id={`${id}-email-label`} className="Newsletter-label">
                      Email address
                      <span aria-hidden="true">{'\u2009*'}</span>
                    </label>
                    <input
                      id={`${id}-email`}
                      className="Newsletter-input"
                      type="email"
                      autoComplete="email"
                      required
                      maxLength={254}
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      aria-invalid={Boolean(errors.email)}
                      aria-describedby={`${id}-email-helper-text`}
                    />
                    <p id={`${id}-email-helper-text`} className="Newsletter-helper">
                      {errors.email}
                    </p>
                  </div>
                  {/* What the visitor agrees to comes before the button that sends it, on every screen. */}
                  <div>
                    <label className="Newsletter-consent">
                      <input
                        id={`${id}-consent`}
                        className="Newsletter-checkbox"
                        type="checkbox"
                        checked={consent}
                        onChange={(event) => setConsent(event.target.checked)}
                        aria-invalid={Boolean(errors.consent)}
                        aria-describedby={
                          [errors.consent ? `${id}-consent-error` : '', privacyPolicy ? `${id}-privacy` : '']
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                      />
                      <span {...editable(settings.src?.privacyCheckboxText, 'text')}>
                        {settings.privacyCheckboxText}
                      </span>
                    </label>
                    {/* Outside the label: a link inside it would also tick the box. */}
                    {privacyPolicy ? (
                      <p id={`${id}-privacy`} className="Newsletter-privacy">
                        How we look after your details:{' '}
                        <AnchorLink href={privacyPolicy.url}>{privacyPolicy.text}</AnchorLink>
                      </p>
                    ) : null}
                    {errors.consent ? (
                      <p id={`${id}-consent-error`} className="Newsletter-error">
                        {errors.consent}
                      </p>
                    ) : null}
                  </div>
                  <SiteButton
                    type="submit"
                    variant="contained"
                    size="large"
                    fullWidthOnPhones
                    disabled={status.kind === 'sending'}
                  >
                    {status.kind === 'sending' ? (
                      'Signing you up…'
                    ) : (
                      <Editable source={settings.src?.buttonText}>{settings.buttonText}</Editable>
                    )}
                  </SiteButton>
                  {status.kind === 'failed' ? (
                    <Alert id={`${id}-status`} severity="error" role="alert">
                      {status.message}
                    </Alert>
                  ) : null}
                </div>
              </form>
            )}
          </div>
        </Columns>
      </Container>
    </NewsletterRoot>
  );
}
