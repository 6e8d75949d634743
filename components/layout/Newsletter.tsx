import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import { useId, useState, type FormEvent } from 'react';
import type { LinkItem, Newsletter as NewsletterSettings } from '@/lib/brand/site-settings';
import { safeLocalStorage } from '@/lib/browser-storage';
import { editable } from '@/lib/preview/content-source';
import { TRY_AGAIN_MESSAGE, validateNewsletter, type NewsletterErrors } from '@/lib/newsletter/validate';
import { readTrackingRecord } from '@/lib/tracking/capture';
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

/**
 * The newsletter block's own look in one class (its parts are plain elements with class names),
 * as MUI's Box, Stack and Typography drew it; the form's fields are MUI's.
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
  '& .Newsletter-consent': { alignItems: 'flex-start', '& .MuiCheckbox-root': { marginTop: theme.spacing(-1) } },
  '& .Newsletter-error': { marginLeft: theme.spacing(4) },
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

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

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
          tracking: readTrackingRecord(safeLocalStorage()),
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        errors?: NewsletterErrors & { request?: string };
      };
      if (response.ok && body.ok) {
        setStatus({ kind: 'done' });
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
                <Editable source={settings.src?.successText}>{settings.successText}</Editable>
              </Alert>
            ) : (
              <form
                noValidate
                onSubmit={submit}
                aria-describedby={status.kind === 'failed' ? `${id}-status` : undefined}
              >
                <div className="Newsletter-fields">
                  {/* TextField's parts, without TextField: it imports Select (and with it Menu, Popover
                      and Modal) into every page's JavaScript for a plain email field. */}
                  <FormControl variant="outlined" error={Boolean(errors.email)} required fullWidth>
                    <InputLabel htmlFor={`${id}-email`} id={`${id}-email-label`}>
                      Email address
                    </InputLabel>
                    <OutlinedInput
                      id={`${id}-email`}
                      fullWidth
                      label="Email address"
                      type="email"
                      autoComplete="email"
                      value={email}
                      onChange={(event) => setEmail(event.target.value)}
                      inputProps={{ maxLength: 254, 'aria-describedby': `${id}-email-helper-text` }}
                    />
                    <FormHelperText id={`${id}-email-helper-text`}>{errors.email ?? ' '}</FormHelperText>
                  </FormControl>
                  {/* What the visitor agrees to comes before the button that sends it, on every screen. */}
                  <div>
                    <FormControlLabel
                      control={
                        <Checkbox
                          id={`${id}-consent`}
                          checked={consent}
                          onChange={(event) => setConsent(event.target.checked)}
                          slotProps={{
                            input: {
                              'aria-describedby':
                                [errors.consent ? `${id}-consent-error` : '', privacyPolicy ? `${id}-privacy` : '']
                                  .filter(Boolean)
                                  .join(' ') || undefined,
                              'aria-invalid': Boolean(errors.consent),
                            } as object,
                          }}
                        />
                      }
                      label={settings.privacyCheckboxText}
                      slotProps={{ typography: editable(settings.src?.privacyCheckboxText, 'text') }}
                      className="Newsletter-consent"
                    />
                    {/* Outside the label: a link inside it would also tick the box. */}
                    {privacyPolicy ? (
                      <p id={`${id}-privacy`} className="Newsletter-privacy">
                        How we look after your details:{' '}
                        <AnchorLink href={privacyPolicy.url}>{privacyPolicy.text}</AnchorLink>
                      </p>
                    ) : null}
                    {errors.consent ? (
                      <FormHelperText id={`${id}-consent-error`} error className="Newsletter-error">
                        {errors.consent}
                      </FormHelperText>
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
