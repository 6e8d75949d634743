import Container from '@mui/material/Container';
import { keyframes, styled } from '@mui/material/styles';
import { useSite } from '@/components/ui/SiteContext';
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

/** The ticker shows its text four times in a row, twice over (the second copy scrolls in behind the first). */
const REPEAT = [1, 2, 3];

/**
 * The hero's look in one class (its parts are plain elements with class names), as MUI's Box,
 * Stack and Typography drew it: the stage (a photo under a darkening gradient, or the surface
 * colour without one), the text column and the actions. The photo's frame and the ticker have
 * classes of their own, written only on a page that shows them: the ticker's rules and the
 * transitions' keyframes (one of three per brand) are 0.6 kB that most pages would carry unused.
 */
const HeroRoot = styled('section')(({ theme }) => ({
  position: 'relative',
  '& .Hero-stage': {
    position: 'relative',
    minHeight: 440,
    display: 'flex',
    alignItems: 'flex-end',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    overflow: 'hidden',
  },
  '&.Hero-photo .Hero-stage': { color: theme.palette.common.white, backgroundColor: theme.palette.grey[900] },
  '& .Hero-shade': {
    position: 'absolute',
    inset: 0,
    background: 'linear-gradient(180deg, rgba(0,0,0,0.15) 0%, rgba(0,0,0,0.35) 40%, rgba(0,0,0,0.75) 100%)',
  },
  '& .Hero-content': { position: 'relative', paddingTop: theme.spacing(6), paddingBottom: theme.spacing(6) },
  '& .Hero-text': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2.5), maxWidth: 760 },
  // Overline's own line height (2.66) is for one line: wrapped on a phone, it left a gap between
  // the lines as tall as the text.
  '& .Hero-tagLine': {
    margin: 0,
    ...theme.typography.overline,
    fontWeight: 700,
    letterSpacing: '0.12em',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
  },
  '& .Hero-title': { margin: 0, ...theme.typography.h1, color: 'inherit' },
  '& .Hero-intro': { margin: 0, ...theme.typography.h5, fontWeight: 400, opacity: 0.95, maxWidth: 640 },
  '& .Hero-actions': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    paddingTop: theme.spacing(1),
  },
  '& .Hero-secondary': { margin: 0, ...theme.typography.body1 },
  '& .Hero-secondaryLink': { fontWeight: 700 },
  [theme.breakpoints.up('sm')]: { '& .Hero-actions': { flexDirection: 'row', alignItems: 'center' } },
  [theme.breakpoints.up('md')]: {
    '& .Hero-stage': { minHeight: 560 },
    '& .Hero-content': { paddingTop: theme.spacing(10), paddingBottom: theme.spacing(10) },
  },
}));

/** The photo's frame, filling the stage: one class per transition, so a page carries its own keyframes only. */
const frame = { position: 'absolute', inset: 0 } as const;
const animatedFrame = (frames: typeof fade) =>
  styled('div')({
    ...frame,
    animation: `${frames} 900ms ease-out both`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  });
const FRAMES = {
  none: styled('div')(frame),
  fade: animatedFrame(fade),
  zoom: animatedFrame(zoom),
  slide: animatedFrame(slide),
} as const;

/** The ticker under the stage: its text for screen readers, and twice over for the eye, scrolling. */
const TickerRoot = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.accent.main,
  color: theme.palette.accent.contrastText,
  overflow: 'hidden',
  paddingTop: theme.spacing(1.25),
  paddingBottom: theme.spacing(1.25),
  '& .Hero-tickerText': { ...theme.typography.body2, ...visuallyHidden },
  '& .Hero-track': {
    display: 'flex',
    width: 'max-content',
    animation: `${ticker} 40s linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '& .Hero-copy': {
    ...theme.typography.body2,
    fontWeight: 700,
    paddingLeft: theme.spacing(4),
    paddingRight: theme.spacing(4),
    whiteSpace: 'nowrap',
  },
}));

function Ticker({ text, source }: { text: string; source: string | undefined }) {
  return (
    <TickerRoot>
      <p className="Hero-tickerText">{text}</p>
      <div aria-hidden="true" className="Hero-track">
        {[0, 1].map((copy) => (
          <span key={copy} className="Hero-copy">
            {/* The first repetition is the field, for the admin's click-to-edit. */}
            <Editable source={copy === 0 ? source : undefined} after={REPEAT.map(() => `   •   ${text}`).join('')}>
              {text}
            </Editable>
          </span>
        ))}
      </div>
    </TickerRoot>
  );
}

/** The page's banner: image, tag line, the page title (its one h1), intro and up to two actions. */
export default function Hero({ view, headingLevel = 'h1' }: { view: HeroView; headingLevel?: 'h1' | 'h2' }) {
  const { settings } = useSite();
  const transition = settings.appearance.imageTransition;
  const Heading = headingLevel;
  const Frame = FRAMES[transition] ?? FRAMES.none;
  return (
    <HeroRoot aria-label={view.title} className={view.image ? 'Hero-photo' : undefined}>
      <div className="Hero-stage">
        {view.image ? (
          <>
            <Frame>
              <CmsImage
                media={view.image}
                alt=""
                fill
                loading="eager"
                fetchPriority="high"
                sizes="100vw"
                style={{ objectFit: 'cover' }}
              />
            </Frame>
            <div aria-hidden="true" className="Hero-shade" />
          </>
        ) : null}
        <Container maxWidth="lg" className="Hero-content">
          <div className="Hero-text">
            {view.tagLine ? (
              <p className="Hero-tagLine" {...editable(view.src?.tagLine)}>
                {view.tagLine}
              </p>
            ) : null}
            <Heading className="Hero-title" {...editable(view.src?.title)}>
              {view.title}
            </Heading>
            {view.introText ? (
              <p className="Hero-intro" {...editable(view.src?.introText, 'text')}>
                {view.introText}
              </p>
            ) : null}
            {view.primaryAction || view.secondaryAction ? (
              <div className="Hero-actions">
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
                  <p className="Hero-secondary">
                    {view.secondaryPrefix ? (
                      <Editable source={view.src?.secondaryPrefix} after=" ">
                        {view.secondaryPrefix}
                      </Editable>
                    ) : null}
                    <Link
                      href={view.secondaryAction.url}
                      color="inherit"
                      underline="always"
                      className="Hero-secondaryLink"
                      {...editable(view.secondaryAction.src?.text)}
                    >
                      {view.secondaryAction.text}
                    </Link>
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        </Container>
      </div>
      {view.tickerText ? <Ticker text={view.tickerText} source={view.src?.tickerText} /> : null}
    </HeroRoot>
  );
}
