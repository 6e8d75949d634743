import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useSite } from '@/components/layout/SiteContext';
import CmsImage from '@/components/ui/CmsImage';
import Link, { AnchorLink } from '@/components/ui/Link';
import Editable from '@/components/ui/Editable';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { editable } from '@/lib/preview/content-source';
import type { HeroView } from './toHero';
import SiteButton from '@/components/ui/SiteButton';

// Up from dimmed, not from nothing: the photo is on screen from the first paint (browsers count an
// invisible image as no paint at all, so a fade from 0 left the page's largest paint to a card below).
const fade = keyframes`from { opacity: 0.4; } to { opacity: 1; }`;
const zoom = keyframes`from { transform: scale(1.06); } to { transform: scale(1); }`;
// Scaled while it slides: a 3% shift alone bared a strip of the dark backdrop at one edge until it
// ended (the 7% scale overhangs each edge by 3.5%, more than the scaled shift of 3.21%).
const slide = keyframes`from { transform: scale(1.07) translateX(3%); } to { transform: scale(1) translateX(0); }`;
const ticker = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;
const TRANSITIONS = { fade, zoom, slide } as const;

/** The ticker shows its text four times in a row, twice over (the second copy scrolls in behind the first). */
const REPEAT = [1, 2, 3];

function Ticker({ text, source }: { text: string; source: string | undefined }) {
  return (
    <Box sx={{ bgcolor: 'accent.main', color: 'accent.contrastText', overflow: 'hidden', py: 1.25 }}>
      <Typography variant="body2" sx={visuallyHidden}>
        {text}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{
          display: 'flex',
          width: 'max-content',
          animation: `${ticker} 40s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {[0, 1].map((copy) => (
          <Typography key={copy} component="span" variant="body2" sx={{ fontWeight: 700, px: 4, whiteSpace: 'nowrap' }}>
            {/* The first repetition is the field, for the admin's click-to-edit. */}
            <Editable source={copy === 0 ? source : undefined} after={REPEAT.map(() => `   •   ${text}`).join('')}>
              {text}
            </Editable>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The page's banner: image, tag line, the page title (its one h1), intro and up to two actions. */
export default function Hero({ view, headingLevel = 'h1' }: { view: HeroView; headingLevel?: 'h1' | 'h2' }) {
  const { settings } = useSite();
  const transition = settings.appearance.imageTransition;
  const animation = transition !== 'none' ? `${TRANSITIONS[transition]} 900ms ease-out both` : 'none';
  return (
    <Box component="section" aria-label={view.title} sx={{ position: 'relative' }}>
      <Box
        sx={{
          position: 'relative',
          minHeight: { xs: 440, md: 560 },
          display: 'flex',
          alignItems: 'flex-end',
          color: view.image ? 'common.white' : 'text.primary',
          bgcolor: view.image ? 'grey.900' : 'background.paper',
          overflow: 'hidden',
        }}
      >
        {view.image ? (
          <>
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                animation,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <CmsImage
                media={view.image}
                alt=""
                fill
                loading="eager"
                fetchPriority="high"
                sizes="100vw"
                style={{ objectFit: 'cover' }}
              />
            </Box>
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                inset: 0,
                background: 'linear-gradient(180deg, rgba(0,0,0,0.15) 0%, rgba(0,0,0,0.35) 40%, rgba(0,0,0,0.75) 100%)',
              }}
            />
          </>
        ) : null}
        <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 6, md: 10 } }}>
          <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
            {view.tagLine ? (
              <Typography
                variant="overline"
                component="p"
                // Overline's own line height (2.66) is for one line: wrapped on a phone, it left a gap
                // between the lines as tall as the text.
                sx={{ fontWeight: 700, letterSpacing: '0.12em', fontSize: '0.8125rem', lineHeight: 1.5 }}
                {...editable(view.src?.tagLine)}
              >
                {view.tagLine}
              </Typography>
            ) : null}
            <Typography component={headingLevel} variant="h1" sx={{ color: 'inherit' }} {...editable(view.src?.title)}>
              {view.title}
            </Typography>
            {view.introText ? (
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 400, opacity: 0.95, maxWidth: 640 }}
                {...editable(view.src?.introText, 'text')}
              >
                {view.introText}
              </Typography>
            ) : null}
            {view.primaryAction || view.secondaryAction ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, pt: 1 }}>
                {view.primaryAction ? (
                  <SiteButton
                    component={AnchorLink}
                    href={view.primaryAction.url}
                    variant="contained"
                    color="secondary"
                    size="large"
                  >
                    <Editable source={view.primaryAction.src?.text}>{view.primaryAction.text}</Editable>
                  </SiteButton>
                ) : null}
                {view.secondaryAction ? (
                  <Typography component="p" variant="body1">
                    {view.secondaryPrefix ? (
                      <Editable source={view.src?.secondaryPrefix} after=" ">
                        {view.secondaryPrefix}
                      </Editable>
                    ) : null}
                    <Link
                      href={view.secondaryAction.url}
                      color="inherit"
                      underline="always"
                      sx={{ fontWeight: 700 }}
                      {...editable(view.secondaryAction.src?.text)}
                    >
                      {view.secondaryAction.text}
                    </Link>
                  </Typography>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        </Container>
      </Box>
      {view.tickerText ? <Ticker text={view.tickerText} source={view.src?.tickerText} /> : null}
    </Box>
  );
}
