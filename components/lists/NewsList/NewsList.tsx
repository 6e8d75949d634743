import { styled, type CSSObject } from '@mui/material/styles';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import { editable } from '@/lib/preview/content-source';
import ImageBox, { imageBoxStyles } from '../ImageBox';
import { cardBodyStyles, cardStyles, Heading, type HeadingLevel, text, visuallyHiddenStyles } from '../shared';
import TagChips from '../TagChips/TagChips';
import type { NewsView } from './toNews';
import { useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import { Columns } from '@/components/ui/Columns';
import { LeadItem } from '@/components/ui/lead-image';

export interface NewsCardProps {
  item: NewsView;
  headingLevel?: HeadingLevel;
  /** Links the hashtags to a tag page. */
  tagHrefFor?: (slug: string) => string | null;
}

/** The experiences' names, " · " between them; in draft mode each marked in its own experience. */
function ExperienceNames({ experiences }: { experiences: NewsView['experiences'] }) {
  // A visitor's page (no sources): the names as one text, as ever.
  if (!experiences.some((experience) => experience.src)) {
    return <>{experiences.map((experience) => experience.name).join(' · ')}</>;
  }
  return (
    <>
      {experiences.map((experience, index) => (
        <Editable key={`${experience.slug}-${index}`} source={experience.src?.name} before={index ? ' · ' : ''}>
          {experience.name}
        </Editable>
      ))}
    </>
  );
}

/**
 * The card's look in one class (its parts are plain elements with class names), as MUI's outlined
 * Card, Stack, Box and Typography drew it: the 16:9 image, then the experiences (an overline), the
 * title, date, text, hashtags and the button 12px apart, the button at the foot.
 */
const NewsCardRoot = styled('article')(({ theme }) => ({
  ...cardStyles(theme),
  '& .NewsCard-image': imageBoxStyles(theme, '16 / 9'),
  '& .NewsCard-body': cardBodyStyles(theme, 1.5),
  '& .NewsCard-experiences': {
    ...text(theme, 'overline'),
    color: theme.palette.text.secondary,
    fontWeight: 700,
    letterSpacing: '0.08em',
    lineHeight: 1.5,
  },
  '& .NewsCard-title': { ...text(theme, 'h5'), overflowWrap: 'anywhere' },
  '& .NewsCard-date': { ...text(theme, 'body2'), marginTop: theme.spacing(-0.5) },
  '& .NewsCard-text': { overflowWrap: 'anywhere' },
  '& .NewsCard-text p': theme.typography.body2 as CSSObject,
  '& .NewsCard-action': { marginTop: 'auto', paddingTop: theme.spacing(1) },
  '& .NewsCard-hidden': visuallyHiddenStyles,
}));

/** A news item as a card: image, experiences, title, date, text, hashtags and its button. */
export function NewsCard({ item, headingLevel, tagHrefFor }: NewsCardProps) {
  const placed = useHeadingTag();
  const heading = headingLevel ?? placed;
  return (
    <NewsCardRoot>
      <ImageBox media={item.image} className="NewsCard-image" />
      <div className="NewsCard-body">
        {item.experiences.length > 0 ? (
          <p className="NewsCard-experiences">
            <ExperienceNames experiences={item.experiences} />
          </p>
        ) : null}
        <Heading tag={heading} className="NewsCard-title" {...editable(item.src?.title)}>
          {item.title}
        </Heading>
        {item.date ? (
          <p className="NewsCard-date">
            <time dateTime={item.date.iso}>{item.date.label}</time>
          </p>
        ) : null}
        <RichText markdown={item.body} source={item.src?.body} className="NewsCard-text" />
        <TagChips tags={item.tags} hrefFor={tagHrefFor} label="Hashtags" />
        {item.button ? (
          <div className="NewsCard-action">
            <SiteButton component={AnchorLink} href={item.button.url} variant="outlined" color="primary">
              <Editable source={item.button.src?.text}>{item.button.text}</Editable>
              <span className="NewsCard-hidden">{` – ${item.title}`}</span>
            </SiteButton>
          </div>
        ) : null}
      </div>
    </NewsCardRoot>
  );
}

/** News cards in a responsive grid list. Nothing when there is no news. */
export default function NewsList({
  items,
  headingLevel,
  tagHrefFor,
  label,
}: { items: NewsView[]; label?: string } & Omit<NewsCardProps, 'item'>) {
  if (items.length === 0) return null;
  return (
    <Columns spacing={3} as="ul" aria-label={label} plain columns={{ xs: 1, sm: 2, md: 3 }}>
      {items.map((item, index) => (
        <li key={item.key}>
          <LeadItem first={index === 0}>
            <NewsCard item={item} headingLevel={headingLevel} tagHrefFor={tagHrefFor} />
          </LeadItem>
        </li>
      ))}
    </Columns>
  );
}
