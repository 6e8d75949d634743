import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Editable from '@/components/ui/Editable';
import Link from '@/components/ui/Link';
import { editable } from '@/lib/preview/content-source';
import ImageBox from '../ImageBox';
import { STRETCHED_LINK, cardSx, linkedCardSx, stretchedFocusSx, stretchedLinkSx, type HeadingLevel } from '../shared';
import TagChips from '../TagChips/TagChips';
import type { BlogCardView } from './toBlogCard';
import { useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';

export interface BlogCardProps {
  card: BlogCardView;
  headingLevel?: HeadingLevel;
  /** Links the tag chips to their tag pages (for example `(slug) => blogTagHref(slug, context)`). */
  tagHrefFor?: (slug: string) => string | null;
}

/**
 * A post as a card: image, title, date, reading time, author and tags. The title's link is
 * stretched over the card, so the card is one click target and one tab stop (tag links, when given,
 * sit above it and stay clickable).
 */
export default function BlogCard({ card, headingLevel, tagHrefFor }: BlogCardProps) {
  const placed = useHeadingTag();
  return (
    <Card component="article" variant="outlined" sx={[cardSx, linkedCardSx, stretchedFocusSx]}>
      <ImageBox media={card.image} ratio="16 / 9" />
      <Stack useFlexGap spacing={1.25} sx={{ p: 2.5, flexGrow: 1, minWidth: 0 }}>
        <Typography component={headingLevel ?? placed} variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          <Link
            href={card.href}
            className={STRETCHED_LINK}
            color="inherit"
            underline="none"
            sx={stretchedLinkSx}
            {...editable(card.src?.title)}
          >
            {card.title}
          </Link>
        </Typography>
        {card.date || card.minsToRead ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            {card.date ? <time dateTime={card.date.iso}>{card.date.label}</time> : null}
            {card.date && card.minsToRead ? <span aria-hidden="true">·</span> : null}
            {card.minsToRead ? (
              <span>
                <Editable source={card.src?.minsToRead} after=" min read">
                  {card.minsToRead}
                </Editable>
              </span>
            ) : null}
          </Typography>
        ) : null}
        {card.subTitle ? (
          <Typography variant="body2" color="text.secondary" {...editable(card.src?.subTitle)}>
            {card.subTitle}
          </Typography>
        ) : null}
        {card.author ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Editable source={card.src?.author} before="By ">
              {card.author}
            </Editable>
          </Typography>
        ) : null}
        {card.tags.length > 0 ? (
          <Stack sx={{ mt: 'auto', pt: 1 }}>
            <TagChips tags={card.tags} hrefFor={tagHrefFor} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Post cards in a responsive grid list: one column on phones, two on tablets, three on wide screens. */
export function BlogCardGrid({
  cards,
  headingLevel,
  tagHrefFor,
  label,
}: { cards: BlogCardView[]; label?: string } & Omit<BlogCardProps, 'card'>) {
  if (cards.length === 0) return null;
  return (
    <Columns spacing={3} as="ul" aria-label={label} plain columns={{ xs: 1, sm: 2, md: 3 }}>
      {cards.map((card) => (
        <li key={card.key}>
          <BlogCard card={card} headingLevel={headingLevel} tagHrefFor={tagHrefFor} />
        </li>
      ))}
    </Columns>
  );
}
