import Box from '@mui/material/Box';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import type { ImageGridView } from './toImageGrid';

/** Images in square boxes: two columns on phones, three on tablets, four on desktops. */
export default function ImageGrid({ title, images, src }: ImageGridView) {
  return (
    <Section title={title} titleSource={src?.title}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
          gap: { xs: 2, md: 3 },
        }}
      >
        {images.map(({ key, media }) => (
          <Box
            component="li"
            key={key}
            sx={{
              position: 'relative',
              aspectRatio: '1 / 1',
              borderRadius: 3,
              overflow: 'hidden',
              bgcolor: 'action.hover',
            }}
          >
            <CmsImage
              media={media}
              fill
              sizes="(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw"
              style={{ objectFit: 'cover' }}
            />
          </Box>
        ))}
      </Box>
    </Section>
  );
}
