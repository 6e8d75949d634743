import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { Top5ListView } from './toTop5List';

/**
 * A numbered top five: one card per item, its picture in a 4:3 frame beside the text on tablets
 * and up (alternating sides on desktops), above it on phones. The big numeral is decoration: the
 * ordered list gives screen readers the position ("2 of 5"); role="list" keeps that in Safari,
 * which drops list semantics from unstyled lists.
 */
export default function Top5List({ title, items, src }: Top5ListView) {
  const headingLevel = title ? 'h3' : 'h2';
  return (
    <Section title={title} titleSource={src?.title} maxWidth="lg">
      <Stack component="ol" role="list" spacing={{ xs: 3, md: 4 }} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: item.image ? 'minmax(0, 5fr) minmax(0, 7fr)' : 'minmax(0, 1fr)',
                md: item.image
                  ? index % 2 === 1
                    ? 'minmax(0, 7fr) minmax(0, 5fr)'
                    : 'minmax(0, 5fr) minmax(0, 7fr)'
                  : 'minmax(0, 1fr)',
              },
              bgcolor: 'background.paper',
              borderRadius: panelRadius,
              overflow: 'hidden',
            }}
          >
            {item.image ? (
              <Box sx={{ position: 'relative', aspectRatio: '4 / 3', order: { md: index % 2 === 1 ? 2 : 0 } }}>
                <CmsImage
                  media={item.image}
                  fill
                  sizes="(min-width: 1200px) 480px, (min-width: 600px) 42vw, 100vw"
                  style={{ objectFit: 'cover' }}
                />
              </Box>
            ) : null}
            <Stack
              direction="row"
              spacing={{ xs: 2, md: 3 }}
              sx={{ p: { xs: 3, md: 5 }, alignItems: 'flex-start', alignSelf: 'center' }}
            >
              <Typography
                aria-hidden="true"
                component="span"
                variant="h1"
                sx={{
                  color: 'primary.main',
                  fontWeight: 800,
                  lineHeight: 1,
                  minWidth: '1.2ch',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {index + 1}
              </Typography>
              <Stack spacing={1.5} sx={{ minWidth: 0, pt: 0.5 }}>
                {item.title ? (
                  <Typography
                    component={headingLevel}
                    variant="h4"
                    sx={{ overflowWrap: 'anywhere' }}
                    {...editable(item.src?.title)}
                  >
                    {item.title}
                  </Typography>
                ) : null}
                {item.body ? (
                  <Typography
                    variant="body1"
                    sx={{ ...plainText, color: 'text.secondary' }}
                    {...editable(item.src?.body, 'text')}
                  >
                    {item.body}
                  </Typography>
                ) : null}
              </Stack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
