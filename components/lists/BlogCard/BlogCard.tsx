import { styled } from '@mui/material/styles';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import { editable } from '@/lib/preview/content-source';
import ImageBox, { imageBoxStyles } from '../ImageBox';
import {
  cardBodyStyles,
  cardStyles,
  Heading,
  type HeadingLevel,
  linkedCardStyles,
  STRETCHED_LINK,
  stretchedLinkStyles,
  text,
} from '../shared';
import TagChips from '../TagChips/TagChips';
import type { BlogCardView } from './toBlogCard';
import { useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';

/**
 * The card's look in one class (its parts are plain elements with class names), as MUI's outlined
 * Card, Stack and Typography drew it: the 16:9 image, then title, date and reading time, sub-title,
 * author and tags 10px apart, the tags at the foot.
 */
const BlogCardRoot = styled('article')(({ theme }) => ({
  ...cardStyles(theme),
  ...linkedCardStyles(theme),
  ...stretchedLinkStyles(theme),
  '& .BlogCard-image': imageBoxStyles(theme, '16 / 9'),
  '& .BlogCard-body': cardBodyStyles(theme, 1.25),
  '& .BlogCard-title': { ...text(theme, 'h5'), overflowWrap: 'anywhere' },
  '& .BlogCard-text': text(theme, 'body2'),
  '& .BlogCard-meta': { display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(1) },
  '& .BlogCard-author': { fontWeight: 600 },
  '& .BlogCard-tags': { display: 'flex', flexDirection: 'column', marginTop: 'auto', paddingTop: theme.spacing(1) },
}));

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
  const heading = headingLevel ?? placed;
  return (
    <BlogCardRoot>
      <ImageBox media={card.image} className="BlogCard-image" />
      <div className="BlogCard-body">
        <Heading tag={heading} className="BlogCard-title">
          <AnchorLink href={card.href} className={STRETCHED_LINK} {...editable(card.src?.title)}>
            {card.title}
          </AnchorLink>
        </Heading>
        {card.date || card.minsToRead ? (
          <p className="BlogCard-text BlogCard-meta">
            {card.date ? <time dateTime={card.date.iso}>{card.date.label}</time> : null}
            {card.date && card.minsToRead ? <span aria-hidden="true">·</span> : null}
            {card.minsToRead ? (
              <span>
                <Editable source={card.src?.minsToRead} after=" min read">
                  {card.minsToRead}
                </Editable>
              </span>
            ) : null}
          </p>
        ) : null}
        {card.subTitle ? (
          <p className="BlogCard-text" {...editable(card.src?.subTitle)}>
            {card.subTitle}
          </p>
        ) : null}
        {card.author ? (
          <p className="BlogCard-text BlogCard-author">
            <Editable source={card.src?.author} before="By ">
              {card.author}
            </Editable>
          </p>
        ) : null}
        {card.tags.length > 0 ? (
          <div className="BlogCard-tags">
            <TagChips tags={card.tags} hrefFor={tagHrefFor} />
          </div>
        ) : null}
      </div>
    </BlogCardRoot>
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
