import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import Editable from '@/components/ui/Editable';
import SiteChip, { siteChipClasses } from '@/components/ui/SiteChip';
import { isExternalHref, safeHref } from '@/lib/url';
import { aboveStretchedSx, plainListSx } from '../shared';
import type { TagView } from './toTags';

export interface TagChipsProps {
  tags: TagView[];
  /** A page for a tag (by slug); tags without one (or with an unsafe one) are plain text. */
  hrefFor?: (slug: string) => string | null;
  /** The slug of the tag whose page this is: marked as current. */
  activeSlug?: string | null;
  /** Names the list for screen readers ("Tags", "Categories"). */
  label?: string;
}

/**
 * Tags as a list: those with a tag page as chips that link to it, the others as plain hashtags
 * (only what can be clicked looks clickable). Nothing when there are no tags.
 */
export default function TagChips({ tags, hrefFor, activeSlug, label = 'Tags' }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        ...plainListSx,
        ...aboveStretchedSx,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        minWidth: 0,
        [`& .${siteChipClasses.root}`]: { letterSpacing: '0.02em' },
      }}
    >
      {tags.map((tag) => {
        const href = safeHref(hrefFor?.(tag.slug));
        const active = activeSlug != null && activeSlug.toLowerCase() === tag.slug.toLowerCase();
        const common = {
          label: <Editable source={tag.src?.label}>{tag.label}</Editable>,
          variant: active ? 'filled' : 'outlined',
          color: active ? 'primary' : 'default',
        } as const;
        return (
          <Box component="li" key={tag.slug} sx={{ display: 'flex', minWidth: 0, maxWidth: '100%' }}>
            {href ? (
              isExternalHref(href) ? (
                <SiteChip
                  {...common}
                  component="a"
                  href={href}
                  rel="noopener noreferrer"
                  clickable
                  aria-current={active ? 'page' : undefined}
                />
              ) : (
                <SiteChip
                  {...common}
                  component={NextLink}
                  href={href}
                  clickable
                  aria-current={active ? 'page' : undefined}
                />
              )
            ) : (
              // Not a link, so not a chip: an outlined chip here looked exactly like the blog's tag links.
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                {common.label}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
