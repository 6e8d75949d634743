import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
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
      <Box
        component="section"
        aria-label="Book now"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderTop: 1,
          borderColor: 'divider',
          boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.08)',
          pb: SAFE_AREA,
          '@media print': { display: 'none' },
        }}
      >
        <Container
          maxWidth="lg"
          sx={{
            height: BAR_HEIGHT,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            [`& > .${siteButtonClasses.root}`]: { flexShrink: 0, ml: 'auto', whiteSpace: 'nowrap' },
          }}
        >
          {text ? (
            <Typography
              variant="body1"
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: 600,
                fontSize: { xs: '0.875rem', sm: '1rem' },
                lineHeight: 1.4,
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: 2,
                overflow: 'hidden',
              }}
              {...editable(src?.text)}
            >
              {text}
            </Typography>
          ) : null}
          <SiteButton component={AnchorLink} href={href} variant="contained" size="large" fullWidthOnPhones={!text}>
            <Editable source={src?.buttonText}>{buttonText}</Editable>
          </SiteButton>
        </Container>
      </Box>
    </>
  );
}
