import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import { editable } from '@/lib/preview/content-source';
import { safeHref } from '@/lib/url';
import ImageBox from '../ImageBox';
import { cardSx, type HeadingLevel } from '../shared';
import TagChips from '../TagChips/TagChips';
import { essentialCategories, type TravelEssentialView } from './toTravelEssentials';
import { useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import SiteChip from '@/components/ui/SiteChip';
import { Columns } from '@/components/ui/Columns';

export interface TravelEssentialListProps {
  /** In Rank order (the mapper sorts them). */
  essentials: TravelEssentialView[];
  /** A category slug: only its essentials are shown, and its chips are marked current. */
  activeCategory?: string | null;
  /** A category's page (for example `(slug) => travelEssentialCategoryHref(slug, context)`): links the chips and shows a category menu. */
  hrefFor?: (slug: string) => string | null;
  /** The page with every category, for an "All" entry in the category menu. */
  allHref?: string | null;
  headingLevel?: HeadingLevel;
  label?: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** One essential: image, title, its categories, text and button. */
export function TravelEssentialCard({
  essential,
  headingLevel: given,
  hrefFor,
  activeCategory,
}: { essential: TravelEssentialView } & Pick<TravelEssentialListProps, 'headingLevel' | 'hrefFor' | 'activeCategory'>) {
  const placed = useHeadingTag();
  const headingLevel = given ?? placed;
  return (
    <Card component="article" variant="outlined" sx={cardSx}>
      <ImageBox media={essential.image} ratio="4 / 3" />
      <Stack useFlexGap spacing={1.5} sx={{ p: 2.5, flexGrow: 1, minWidth: 0 }}>
        <Typography
          component={headingLevel}
          variant="h5"
          sx={{ overflowWrap: 'anywhere' }}
          {...editable(essential.src?.title)}
        >
          {essential.title}
        </Typography>
        <TagChips tags={essential.categories} hrefFor={hrefFor} activeSlug={activeCategory} label="Categories" />
        <RichText
          markdown={essential.body}
          source={essential.src?.body}
          sx={{ '& p': { typography: 'body2' }, overflowWrap: 'anywhere' }}
        />
        {essential.cta ? (
          <Box sx={{ mt: 'auto', pt: 1 }}>
            <SiteButton component={AnchorLink} href={essential.cta.url} variant="outlined" color="primary">
              <Editable source={essential.cta.src?.text}>{essential.cta.text}</Editable>
            </SiteButton>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * Travel essentials in Rank order, each with its categories. With `activeCategory` only that
 * category's essentials are shown; with `hrefFor` a category menu leads to each category's page.
 */
export default function TravelEssentialList({
  essentials,
  activeCategory,
  hrefFor,
  allHref,
  headingLevel,
  label,
}: TravelEssentialListProps) {
  if (essentials.length === 0) return null;
  const active = activeCategory?.trim() || null;
  const shown = active
    ? essentials.filter((essential) => essential.categories.some((category) => same(category.slug, active)))
    : essentials;
  const categories = essentialCategories(essentials);
  const all = safeHref(allHref);
  return (
    <Stack spacing={4}>
      {hrefFor && categories.length > 0 ? (
        <Box
          component="nav"
          aria-label="Travel essential categories"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        >
          {all ? (
            <SiteChip
              component={NextLink}
              href={all}
              clickable
              label="All"
              variant={active ? 'outlined' : 'filled'}
              color={active ? 'default' : 'primary'}
              aria-current={active ? undefined : 'page'}
            />
          ) : null}
          <TagChips tags={categories} hrefFor={hrefFor} activeSlug={active} label="Categories" />
        </Box>
      ) : null}
      {shown.length === 0 ? (
        <Typography role="status" color="text.secondary">
          There are no travel essentials in this category yet.
        </Typography>
      ) : (
        <Columns spacing={3} as="ul" aria-label={label} plain columns={{ xs: 1, sm: 2, md: 3 }}>
          {shown.map((essential) => (
            <li key={essential.key}>
              <TravelEssentialCard
                essential={essential}
                headingLevel={headingLevel}
                hrefFor={hrefFor}
                activeCategory={active}
              />
            </li>
          ))}
        </Columns>
      )}
    </Stack>
  );
}
