import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CmsImage from '@/components/ui/CmsImage';
import Link from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import type { BlogSectionImage, BlogSectionView } from './toBlogSection';

const SIZES: Record<number, string> = {
  1: '(min-width: 900px) 852px, 100vw',
  2: '(min-width: 900px) 420px, (min-width: 600px) 50vw, 100vw',
  3: '(min-width: 900px) 280px, (min-width: 600px) 33vw, 100vw',
};

/** A linked image is named by its alternative text, else its caption, else by where it is. */
const linkName = (item: BlogSectionImage, position: number) =>
  item.image.alt || item.image.caption || `Image ${position} link`;

function Figure({ item, position, count }: { item: BlogSectionImage; position: number; count: number }) {
  const picture = (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: count === 1 ? '16 / 9' : '4 / 3',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'action.hover',
      }}
    >
      <CmsImage
        media={item.image}
        alt={item.href ? linkName(item, position) : item.image.alt}
        fill
        sizes={SIZES[count] ?? SIZES[3]}
        style={{ objectFit: 'cover', transition: 'transform 300ms' }}
      />
    </Box>
  );
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      {item.href ? (
        <Link
          href={item.href}
          sx={{
            display: 'block',
            borderRadius: 3,
            '&:hover img': { transform: 'scale(1.03)' },
            '@media (prefers-reduced-motion: reduce)': { '&:hover img': { transform: 'none' } },
          }}
        >
          {picture}
        </Link>
      ) : (
        picture
      )}
      {item.image.caption ? (
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {item.image.caption}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A section of a post: its text (Markdown), then up to three images, each optionally a link. */
export default function BlogSection({ content, images, src }: BlogSectionView) {
  return (
    <Section maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <RichText markdown={content} source={src?.content} />
      {images.length > 0 ? (
        <Box
          sx={{
            mt: content ? 3 : 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: images.length === 1 ? '1fr' : `repeat(${images.length}, minmax(0, 1fr))`,
            },
          }}
        >
          {images.map((item, index) => (
            <Figure key={item.key} item={item} position={index + 1} count={images.length} />
          ))}
        </Box>
      ) : null}
    </Section>
  );
}
