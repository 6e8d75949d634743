import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import Editable from '@/components/ui/Editable';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { PriceSectionView } from './toPriceSection';
import { useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import { Columns } from '@/components/ui/Columns';

/**
 * The headline price of a product: a tall (3:4) image beside the title, the price in the brand's
 * primary colour with its summary line, the details and a call to action to the booking links.
 */
export default function PriceSection({
  title,
  subTitle,
  price,
  summaryLine,
  information,
  cta,
  image,
  src,
}: PriceSectionView) {
  const headingId = useId();
  const heading = useHeadingTag();
  return (
    <Section tone="muted" aria-labelledby={title ? headingId : undefined}>
      <Columns spacing={{ xs: 4, md: 8 }} columns={{ xs: 1, sm: image ? [5, 7] : 1 }} sx={{ alignItems: 'center' }}>
        {image ? (
          <Box sx={{ order: { xs: 2, sm: 1 } }}>
            <Box
              sx={{
                position: 'relative',
                aspectRatio: '3 / 4',
                width: '100%',
                maxWidth: { xs: 360, sm: 'none' },
                mx: 'auto',
                borderRadius: 3,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              <CmsImage
                media={image}
                fill
                sizes="(min-width: 1200px) 460px, (min-width: 600px) 40vw, 360px"
                style={{ objectFit: 'cover' }}
              />
            </Box>
          </Box>
        ) : null}
        <Box sx={{ order: { xs: 1, sm: 2 } }}>
          <Stack spacing={3} sx={{ maxWidth: 640 }}>
            {title || subTitle ? (
              <Stack spacing={1}>
                {title ? (
                  <Typography id={headingId} component={heading} variant="h2" {...editable(src?.title)}>
                    {title}
                  </Typography>
                ) : null}
                {subTitle ? (
                  <Typography
                    variant="body1"
                    sx={{ color: 'text.secondary', fontSize: '1.125rem' }}
                    {...editable(src?.subTitle)}
                  >
                    {subTitle}
                  </Typography>
                ) : null}
              </Stack>
            ) : null}
            {price || summaryLine ? (
              <Box sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 3, py: 0.5 }}>
                {price ? (
                  <Typography
                    component="p"
                    variant="h2"
                    sx={{ color: 'primary.main', fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 }}
                  >
                    {price}
                  </Typography>
                ) : null}
                {summaryLine ? (
                  <Typography
                    variant="body1"
                    sx={{ color: 'text.secondary', mt: price ? 1 : 0 }}
                    {...editable(src?.summaryLine)}
                  >
                    {summaryLine}
                  </Typography>
                ) : null}
              </Box>
            ) : null}
            {information ? (
              <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }} {...editable(src?.information, 'text')}>
                {information}
              </Typography>
            ) : null}
            {cta ? (
              <Box>
                <SiteButton href={cta.href} variant="contained" size="large" fullWidthOnPhones>
                  <Editable source={src?.cta}>{cta.text}</Editable>
                </SiteButton>
              </Box>
            ) : null}
          </Stack>
        </Box>
      </Columns>
    </Section>
  );
}
