import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { editable } from '@/lib/preview/content-source';
import ImageBox from '../ImageBox';
import { cardSx, type HeadingLevel } from '../shared';
import TagChips from '../TagChips/TagChips';
import type { NewsView } from './toNews';
import { useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import { Columns } from '@/components/ui/Columns';

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

/** A news item as a card: image, experiences, title, date, text, hashtags and its button. */
export function NewsCard({ item, headingLevel, tagHrefFor }: NewsCardProps) {
  const placed = useHeadingTag();
  return (
    <Card component="article" variant="outlined" sx={cardSx}>
      <ImageBox media={item.image} ratio="16 / 9" />
      <Stack useFlexGap spacing={1.5} sx={{ p: 2.5, flexGrow: 1, minWidth: 0 }}>
        {item.experiences.length > 0 ? (
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.5 }}
          >
            <ExperienceNames experiences={item.experiences} />
          </Typography>
        ) : null}
        <Typography
          component={headingLevel ?? placed}
          variant="h5"
          sx={{ overflowWrap: 'anywhere' }}
          {...editable(item.src?.title)}
        >
          {item.title}
        </Typography>
        {item.date ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5 }}>
            <time dateTime={item.date.iso}>{item.date.label}</time>
          </Typography>
        ) : null}
        <RichText
          markdown={item.body}
          source={item.src?.body}
          sx={{ '& p': { typography: 'body2' }, overflowWrap: 'anywhere' }}
        />
        <TagChips tags={item.tags} hrefFor={tagHrefFor} label="Hashtags" />
        {item.button ? (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <SiteButton component={AnchorLink} href={item.button.url} variant="outlined" color="primary">
              <Editable source={item.button.src?.text}>{item.button.text}</Editable>
              <Box component="span" sx={visuallyHidden}>
                {` – ${item.title}`}
              </Box>
            </SiteButton>
          </Box>
        ) : null}
      </Stack>
    </Card>
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
      {items.map((item) => (
        <li key={item.key}>
          <NewsCard item={item} headingLevel={headingLevel} tagHrefFor={tagHrefFor} />
        </li>
      ))}
    </Columns>
  );
}
