import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import RichText from '@/components/ui/RichText';
import { editable } from '@/lib/preview/content-source';
import type { HeadingLevel } from '../shared';
import type { AuthorBoxView } from './toAuthorBox';

/**
 * "About the author" at the end of a post: photo, name, tag line and biography (Markdown). The
 * photo is decorative (the name is right beside it), so screen readers hear the name once.
 */
export default function AuthorBox({
  author,
  headingLevel = 'h2',
}: {
  author: AuthorBoxView | null;
  headingLevel?: HeadingLevel;
}) {
  const headingId = useId();
  if (!author) return null;
  return (
    <Card
      component="aside"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 3, p: { xs: 2.5, md: 4 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 2, sm: 3 }}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        {author.photo ? (
          <Box
            sx={{
              position: 'relative',
              width: { xs: 88, md: 120 },
              height: { xs: 88, md: 120 },
              flexShrink: 0,
              borderRadius: '50%',
              overflow: 'hidden',
              bgcolor: 'action.hover',
            }}
          >
            <CmsImage media={author.photo} alt="" fill sizes="120px" style={{ objectFit: 'cover' }} />
          </Box>
        ) : null}
        <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            id={headingId}
            component={headingLevel}
            variant="overline"
            sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.1em', lineHeight: 1.6 }}
          >
            About the author
          </Typography>
          <Typography component="p" variant="h4" sx={{ overflowWrap: 'anywhere' }} {...editable(author.src?.name)}>
            {author.name}
          </Typography>
          {author.tagLine ? (
            <Typography
              variant="body1"
              color="text.secondary"
              sx={{ fontStyle: 'italic' }}
              {...editable(author.src?.tagLine)}
            >
              {author.tagLine}
            </Typography>
          ) : null}
          {author.information ? (
            <RichText markdown={author.information} source={author.src?.information} sx={{ pt: 1 }} />
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
