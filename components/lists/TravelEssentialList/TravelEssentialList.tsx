import { styled, type CSSObject } from '@mui/material/styles';
import NextLink from '@/components/ui/NextLink';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import { editable } from '@/lib/preview/content-source';
import { safeHref } from '@/lib/url';
import ImageBox, { imageBoxStyles } from '../ImageBox';
import { cardBodyStyles, cardStyles, Heading, type HeadingLevel, text } from '../shared';
import TagChips from '../TagChips/TagChips';
import { essentialCategories, type TravelEssentialView } from './toTravelEssentials';
import { useHeadingTag } from '@/components/ui/heading-level';
import SiteButton from '@/components/ui/SiteButton';
import SiteChip from '@/components/ui/SiteChip';
import { Columns } from '@/components/ui/Columns';
import { LeadItem } from '@/components/ui/lead-image';

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

/**
 * The card's look in one class (its parts are plain elements with class names), as MUI's outlined
 * Card, Stack, Box and Typography drew it: the 4:3 image, then the title, categories, text and the
 * button 12px apart, the button at the foot.
 */
const EssentialCardRoot = styled('article')(({ theme }) => ({
  ...cardStyles(theme),
  '& .EssentialCard-image': imageBoxStyles(theme, '4 / 3'),
  '& .EssentialCard-body': cardBodyStyles(theme, 1.5),
  '& .EssentialCard-title': { ...text(theme, 'h5'), overflowWrap: 'anywhere' },
  '& .EssentialCard-text': { overflowWrap: 'anywhere' },
  '& .EssentialCard-text p': theme.typography.body2 as CSSObject,
  '& .EssentialCard-action': { marginTop: 'auto', paddingTop: theme.spacing(1) },
}));

/** One essential: image, title, its categories, text and button. */
export function TravelEssentialCard({
  essential,
  headingLevel: given,
  hrefFor,
  activeCategory,
}: { essential: TravelEssentialView } & Pick<TravelEssentialListProps, 'headingLevel' | 'hrefFor' | 'activeCategory'>) {
  const placed = useHeadingTag();
  const heading = given ?? placed;
  return (
    <EssentialCardRoot>
      <ImageBox media={essential.image} className="EssentialCard-image" />
      <div className="EssentialCard-body">
        <Heading tag={heading} className="EssentialCard-title" {...editable(essential.src?.title)}>
          {essential.title}
        </Heading>
        <TagChips tags={essential.categories} hrefFor={hrefFor} activeSlug={activeCategory} label="Categories" />
        <RichText markdown={essential.body} source={essential.src?.body} className="EssentialCard-text" />
        {essential.cta ? (
          <div className="EssentialCard-action">
            <SiteButton component={AnchorLink} href={essential.cta.url} variant="outlined" color="primary">
              <Editable source={essential.cta.src?.text}>{essential.cta.text}</Editable>
            </SiteButton>
          </div>
        ) : null}
      </div>
    </EssentialCardRoot>
  );
}

/** The list's look: the category menu (a wrapping row of chips) 32px above the cards, or the note. */
const EssentialListRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(4),
  '& .EssentialList-menu': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1), alignItems: 'center' },
  '& .EssentialList-empty': text(theme, 'body1'),
}));

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
    <EssentialListRoot>
      {hrefFor && categories.length > 0 ? (
        <nav aria-label="Travel essential categories" className="EssentialList-menu">
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
        </nav>
      ) : null}
      {shown.length === 0 ? (
        <p role="status" className="EssentialList-empty">
          There are no travel essentials in this category yet.
        </p>
      ) : (
        <Columns spacing={3} as="ul" aria-label={label} plain columns={{ xs: 1, sm: 2, md: 3 }}>
          {shown.map((essential, index) => (
            <li key={essential.key}>
              <LeadItem first={index === 0}>
                <TravelEssentialCard
                  essential={essential}
                  headingLevel={headingLevel}
                  hrefFor={hrefFor}
                  activeCategory={active}
                />
              </LeadItem>
            </li>
          ))}
        </Columns>
      )}
    </EssentialListRoot>
  );
}
