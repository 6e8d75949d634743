import { styled } from '@mui/material/styles';
import { createElement } from 'react';
import type { Media } from '@/lib/media';
import { editable, type FieldSources } from '@/lib/preview/content-source';
import CmsImage from './CmsImage';
import Editable from './Editable';
import { AnchorLink } from './Link';
import { useHeadingTag, type HeadingTag } from './heading-level';
import ArrowForwardIcon from '@/components/ui/icons/ArrowForward';

/** A content item shown as a tile (docs/content-rules.md §3 "Tile details": image, url and tile details). */
export interface TileView {
  key: string;
  title: string;
  /** Shown instead of the title on small screens (TileDetails.TitleMobile). */
  titleMobile: string | null;
  subTitle: string | null;
  linkLabel: string;
  href: string;
  image: Media | null;
  /**
   * Draft mode: where each text is edited, in the item's own document (not the page showing the
   * tile); none for a shortened intro or the site's own label.
   */
  src?: FieldSources<'title' | 'titleMobile' | 'subTitle' | 'linkLabel'>;
}

/**
 * The tile's look in one class (its parts are plain elements with class names), as MUI's outlined
 * Card, Box, Stack and Typography drew it: rounded and outlined, lifting on hover; the 4:3 image,
 * then the title (an h5's look), the sub-title and the link label 8px apart.
 */
const TileRoot = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  overflow: 'hidden',
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  borderRadius: (theme.shape.borderRadius as number) * 3,
  transition: 'box-shadow 200ms, transform 200ms',
  '&:hover': { boxShadow: theme.shadows[6], transform: 'translateY(-2px)' },
  '&:focus-within': { boxShadow: theme.shadows[6] },
  // The keyboard's focus is on the card's one link: the site's focus ring goes round the whole card.
  '&:has(.ContentTile-link:focus-visible)': {
    outline: `${theme.tokens.focusOutline.width}px solid ${theme.tokens.focusOutline.colour}`,
    outlineOffset: `${theme.tokens.focusOutline.offset}px`,
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
  '& .ContentTile-image': { position: 'relative', aspectRatio: '4 / 3', backgroundColor: theme.palette.action.hover },
  '& .ContentTile-body': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(2.5),
    flexGrow: 1,
  },
  '& .ContentTile-title': { margin: 0, ...theme.typography.h5 },
  // One link stretched over the whole card; focus shows on the card (:focus-within above).
  '& .ContentTile-link': {
    color: 'inherit',
    textDecoration: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
  '& .ContentTile-mobile': { display: 'inline', [theme.breakpoints.up('sm')]: { display: 'none' } },
  '& .ContentTile-wide': { display: 'none', [theme.breakpoints.up('sm')]: { display: 'inline' } },
  '& .ContentTile-subTitle': { margin: 0, ...theme.typography.body2, flexGrow: 1 },
  '& .ContentTile-more': {
    margin: 0,
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    color: theme.palette.primary.main,
    paddingTop: theme.spacing(1),
  },
}));

/**
 * A card linking to a content item. One link (on the title) stretched over the whole card, so the
 * card is one click target and one tab stop, and screen readers hear the title once.
 */
export default function ContentTile({ tile, headingLevel }: { tile: TileView; headingLevel?: HeadingTag }) {
  const placed = useHeadingTag();
  return (
    <TileRoot>
      <div className="ContentTile-image">
        {tile.image ? (
          <CmsImage
            media={tile.image}
            alt=""
            fill
            sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
            style={{ objectFit: 'cover' }}
          />
        ) : null}
      </div>
      <div className="ContentTile-body">
        {createElement(
          headingLevel ?? placed,
          { className: 'ContentTile-title' },

          <AnchorLink
            href={tile.href}
            className="ContentTile-link"
            {...(tile.titleMobile && tile.titleMobile !== tile.title ? undefined : editable(tile.src?.title))}
          >
            {tile.titleMobile && tile.titleMobile !== tile.title ? (
              <>
                <span className="ContentTile-mobile" {...editable(tile.src?.titleMobile)}>
                  {tile.titleMobile}
                </span>
                <span className="ContentTile-wide" {...editable(tile.src?.title)}>
                  {tile.title}
                </span>
              </>
            ) : (
              tile.title
            )}
          </AnchorLink>,
        )}
        {tile.subTitle ? (
          <p className="ContentTile-subTitle" {...editable(tile.src?.subTitle)}>
            {tile.subTitle}
          </p>
        ) : null}
        <span className="ContentTile-more" aria-hidden="true">
          <Editable source={tile.src?.linkLabel}>{tile.linkLabel}</Editable> <ArrowForwardIcon fontSize="small" />
        </span>
      </div>
    </TileRoot>
  );
}
