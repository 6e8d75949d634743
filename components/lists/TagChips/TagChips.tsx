import { styled } from '@mui/material/styles';
import NextLink from '@/components/ui/NextLink';
import Editable from '@/components/ui/Editable';
import SiteChip, { siteChipClasses } from '@/components/ui/SiteChip';
import { isExternalHref, safeHref } from '@/lib/url';
import { aboveStretched } from '../shared';
import type { TagView } from './toTags';

/**
 * The list's look in one class, as MUI's Box and Typography drew it: a wrapping row of chips 8px
 * apart, above a card's stretched link; a tag without a page as quiet semibold text.
 */
const TagList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  ...aboveStretched,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  minWidth: 0,
  [`& .${siteChipClasses.root}`]: { letterSpacing: '0.02em' },
  '& > li': { display: 'flex', minWidth: 0, maxWidth: '100%' },
  '& .TagChips-text': { margin: 0, ...theme.typography.body2, color: theme.palette.text.secondary, fontWeight: 600 },
}));

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
    <TagList aria-label={label}>
      {tags.map((tag) => {
        const href = safeHref(hrefFor?.(tag.slug));
        const active = activeSlug != null && activeSlug.toLowerCase() === tag.slug.toLowerCase();
        const common = {
          label: <Editable source={tag.src?.label}>{tag.label}</Editable>,
          variant: active ? 'filled' : 'outlined',
          color: active ? 'primary' : 'default',
        } as const;
        return (
          <li key={tag.slug}>
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
              <span className="TagChips-text">{common.label}</span>
            )}
          </li>
        );
      })}
    </TagList>
  );
}
