import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { MediaDisplayView } from './toMediaDisplay';
import { useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';

const frame = { position: 'relative', borderRadius: 3, overflow: 'hidden', bgcolor: 'action.hover' } as const;

function Images({ images }: Pick<MediaDisplayView, 'images'>) {
  if (images.length === 1) {
    return (
      <Box sx={{ ...frame, aspectRatio: '4 / 3' }}>
        <CmsImage
          media={images[0].media}
          fill
          sizes="(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw"
          style={{ objectFit: 'cover' }}
        />
      </Box>
    );
  }
  // Two columns of squares; with an odd count the first spans both, so the grid has no hole.
  const odd = images.length % 2 === 1;
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}
    >
      {images.map(({ key, media }, index) => {
        const wide = odd && index === 0;
        return (
          <Box
            component="li"
            key={key}
            sx={{ ...frame, aspectRatio: wide ? '2 / 1' : '1 / 1', gridColumn: wide ? '1 / -1' : undefined }}
          >
            <CmsImage
              media={media}
              fill
              sizes={
                wide
                  ? '(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw'
                  : '(min-width: 1200px) 280px, (min-width: 900px) 25vw, 50vw'
              }
              style={{ objectFit: 'cover' }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

/** Formatted text beside one or more images; stacked (text first) on phones and tablets. */
export default function MediaDisplay({ title, body, images, src }: MediaDisplayView) {
  const headingId = useId();
  const heading = useHeadingTag();
  const hasText = Boolean(title || body);
  return (
    <Section aria-labelledby={title ? headingId : undefined}>
      <Columns
        spacing={{ xs: 4, md: 8 }}
        columns={{ xs: 1, md: hasText && images.length ? 2 : 1 }}
        sx={{ alignItems: 'center' }}
      >
        {hasText ? (
          <div>
            <Stack spacing={3} sx={{ maxWidth: 640 }}>
              {title ? (
                <Typography id={headingId} component={heading} variant="h2" {...editable(src?.title)}>
                  {title}
                </Typography>
              ) : null}
              <RichText markdown={body} source={src?.body} />
            </Stack>
          </div>
        ) : null}
        {images.length ? (
          <div>
            <Images images={images} />
          </div>
        ) : null}
      </Columns>
    </Section>
  );
}
