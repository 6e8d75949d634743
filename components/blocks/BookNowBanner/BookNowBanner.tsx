import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { styled } from '@mui/material/styles';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import { editable } from '@/lib/preview/content-source';
import type { BookNowBannerView } from './toBookNowBanner';
import SiteButton, { siteButtonClasses } from '@/components/ui/SiteButton';

/** The bar's height (px), fixed so the page can reserve it: two lines of text fit on phones. */
export const BAR_HEIGHT = { xs: 80, sm: 72 } as const;

const SAFE_AREA = 'env(safe-area-inset-bottom, 0px)';
const reserve = (height: number) => `calc(${height}px + ${SAFE_AREA})`;

/**
 * The bar's look in one class (its parts are plain elements with class names), as MUI's Box,
 * Container and Typography drew it: fixed to the viewport's bottom on the surface colour, its row
 * of a two-line text and the button.
 */
const BookNowBannerRoot = styled('section')(({ theme }) => ({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: theme.zIndex.appBar,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderTop: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.08)',
  paddingBottom: SAFE_AREA,
  '@media print': { display: 'none' },
  '& .BookNowBanner-bar': {
    height: BAR_HEIGHT.xs,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
  },
  [`& .BookNowBanner-bar > .${siteButtonClasses.root}`]: { flexShrink: 0, marginLeft: 'auto', whiteSpace: 'nowrap' },
  '& .BookNowBanner-text': {
    margin: 0,
    ...theme.typography.body1,
    flex: 1,
    minWidth: 0,
    fontWeight: 600,
    fontSize: '0.875rem',
    lineHeight: 1.4,
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
  },
  [theme.breakpoints.up('sm')]: {
    '& .BookNowBanner-bar': { height: BAR_HEIGHT.sm },
    '& .BookNowBanner-text': { fontSize: '1rem' },
  },
}));

/**
 * A bar fixed to the bottom of the viewport with a booking button. While it is on the page, the
 * body is padded by its height (the spacer: the footer's last line scrolls clear of it) and the
 * page's scroll padding keeps a keyboard-focused element from hiding under it. Not printed; clear
 * of the home indicator on phones (safe-area inset).
 */
export default function BookNowBanner({ text, buttonText, href, src }: BookNowBannerView) {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          '@media screen': {
            html: { scrollPaddingBottom: reserve(BAR_HEIGHT.xs) },
            body: { paddingBottom: reserve(BAR_HEIGHT.xs) },
            [theme.breakpoints.up('sm')]: {
              html: { scrollPaddingBottom: reserve(BAR_HEIGHT.sm) },
              body: { paddingBottom: reserve(BAR_HEIGHT.sm) },
            },
          },
        })}
      />
      <BookNowBannerRoot aria-label="Book now">
        <Container maxWidth="lg" className="BookNowBanner-bar">
          {text ? (
            <p className="BookNowBanner-text" {...editable(src?.text)}>
              {text}
            </p>
          ) : null}
          <SiteButton component={AnchorLink} href={href} variant="contained" size="large" fullWidthOnPhones={!text}>
            <Editable source={src?.buttonText}>{buttonText}</Editable>
          </SiteButton>
        </Container>
      </BookNowBannerRoot>
    </>
  );
}
