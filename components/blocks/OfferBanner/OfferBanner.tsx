import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import ActionButton from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { OfferBannerView } from './toOfferBanner';
import { useHeadingTag } from '@/components/ui/heading-level';

/** Darkest behind the text (left on wide screens, all over on phones) so white text stays readable on any photo. */
const OVERLAY = {
  xs: 'linear-gradient(180deg, rgba(0,0,0,0.55) 0%, rgba(0,0,0,0.72) 100%)',
  md: 'linear-gradient(90deg, rgba(0,0,0,0.78) 0%, rgba(0,0,0,0.6) 50%, rgba(0,0,0,0.2) 100%)',
};

/**
 * A promotion panel: the background photo under a dark overlay (or the brand's primary colour),
 * the promotion logo on a white plate (linked when the CMS gives a link), the offer and its button.
 */
export default function OfferBanner({
  title,
  subtitle,
  introText,
  logo,
  logoHref,
  background,
  action,
  src,
}: OfferBannerView) {
  const headingId = useId();
  const heading = useHeadingTag();
  const logoPlate = logo ? (
    <Box sx={{ display: 'inline-flex', bgcolor: 'common.white', borderRadius: 2, p: 1.5, boxShadow: 2 }}>
      <Box sx={{ position: 'relative', width: { xs: 120, md: 160 }, height: { xs: 48, md: 64 } }}>
        <CmsImage
          media={logo}
          alt={logoHref ? logo.alt || title || 'Offer details' : logo.alt}
          fill
          sizes="160px"
          style={{ objectFit: 'contain' }}
        />
      </Box>
    </Box>
  ) : null;
  return (
    <Section aria-labelledby={title ? headingId : undefined}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          borderRadius: panelRadius,
          minHeight: background ? { xs: 360, md: 420 } : undefined,
          display: 'flex',
          alignItems: 'center',
          bgcolor: background ? 'grey.900' : 'primary.main',
          color: background ? 'common.white' : 'primary.contrastText',
        }}
      >
        {background ? (
          <>
            <CmsImage
              media={background}
              alt=""
              fill
              sizes="(min-width: 1200px) 1152px, 100vw"
              style={{ objectFit: 'cover' }}
            />
            <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, background: OVERLAY }} />
          </>
        ) : null}
        <Stack
          spacing={2.5}
          sx={{ position: 'relative', p: { xs: 3, sm: 5, md: 8 }, maxWidth: 720, alignItems: 'flex-start' }}
        >
          {logoPlate && logoHref ? (
            <Link href={logoHref} underline="none" sx={{ display: 'inline-flex', borderRadius: 2 }}>
              {logoPlate}
            </Link>
          ) : (
            logoPlate
          )}
          {title ? (
            <Typography
              id={headingId}
              component={heading}
              variant="h2"
              sx={{ color: 'inherit' }}
              {...editable(src?.title)}
            >
              {title}
            </Typography>
          ) : null}
          {subtitle ? (
            <Typography
              component="p"
              variant="h5"
              sx={{ fontWeight: 600, color: 'inherit' }}
              {...editable(src?.subtitle)}
            >
              {subtitle}
            </Typography>
          ) : null}
          {introText ? (
            <Typography
              variant="body1"
              sx={{ ...plainText, fontSize: '1.0625rem', opacity: 0.95 }}
              {...editable(src?.introText, 'text')}
            >
              {introText}
            </Typography>
          ) : null}
          <ActionButton action={action} color="secondary" />
        </Stack>
      </Box>
    </Section>
  );
}
