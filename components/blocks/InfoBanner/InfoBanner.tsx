import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import ActionButton from '@/components/ui/ActionButton';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { InfoBannerView } from './toInfoBanner';
import { useHeadingTag } from '@/components/ui/heading-level';

/** A highlighted message: a surface panel, its image beside the text (or a brand-coloured edge without one), and a button. */
export default function InfoBanner({ title, body, image, action, src }: InfoBannerView) {
  const headingId = useId();
  const heading = useHeadingTag();
  return (
    <Section aria-labelledby={title ? headingId : undefined}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: image ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 1fr)' },
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: panelRadius,
          overflow: 'hidden',
        }}
      >
        {image ? (
          <Box sx={{ position: 'relative', aspectRatio: { xs: '16 / 9', md: 'auto' }, minHeight: { md: 320 } }}>
            <CmsImage
              media={image}
              fill
              sizes="(min-width: 1200px) 480px, (min-width: 900px) 42vw, 100vw"
              style={{ objectFit: 'cover' }}
            />
          </Box>
        ) : null}
        <Stack
          spacing={2}
          sx={{
            justifyContent: 'center',
            alignItems: 'flex-start',
            p: { xs: 3, md: 6 },
            // Without an image, a brand-coloured edge marks the panel out.
            borderInlineStart: (theme) =>
              image ? 'none' : `${theme.tokens.borders.heavy}px solid ${theme.palette.primary.main}`,
          }}
        >
          {title ? (
            <Typography id={headingId} component={heading} variant="h3" {...editable(src?.title)}>
              {title}
            </Typography>
          ) : null}
          {body ? (
            <Typography
              variant="body1"
              sx={{ ...plainText, color: 'text.secondary', fontSize: '1.0625rem', maxWidth: 680 }}
              {...editable(src?.body, 'text')}
            >
              {body}
            </Typography>
          ) : null}
          <ActionButton action={action} />
        </Stack>
      </Box>
    </Section>
  );
}
