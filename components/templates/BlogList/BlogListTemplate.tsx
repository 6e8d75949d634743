import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BlogCard from '@/components/lists/BlogCard/BlogCard';
import { plainListSx } from '@/components/lists/shared';
import TagChips from '@/components/lists/TagChips/TagChips';
import PageHeader, { type Crumb } from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import type { BlogListView } from './toBlogListView';
import { BelowHeading, useHeadingTag } from '@/components/ui/heading-level';
import { LeadItem, LeadList } from '@/components/ui/lead-image';

/** Columns of cards: one on phones, two on tablets, three from a desktop up. */
const COLUMNS = { xs: 1, sm: 2, md: 3 } as const;
const GAP = 3;

/** `count` cards' columns at each width, never more than the page has. */
const columnsSx = (count: number) => ({
  display: 'grid',
  gap: GAP,
  gridTemplateColumns: Object.fromEntries(
    Object.entries(COLUMNS).map(([width, columns]) => [width, `repeat(${Math.min(count, columns)}, minmax(0, 1fr))`]),
  ),
});

const monthsSx = { ...columnsSx(Infinity), rowGap: { xs: 6, md: 8 } };

/** A month spans as many of the page's columns as it has cards (its own grid inside lines up with them). */
const monthSx = (count: number) => ({
  gridColumn: Object.fromEntries(
    Object.entries(COLUMNS).map(([width, columns]) => [width, `span ${Math.min(count, columns)}`]),
  ),
});

/** Articles newest first, grouped under their month (docs/content-rules.md §3 "Article grouping"). */
export default function BlogListTemplate({
  title,
  intro,
  crumbs,
  list,
  tagHref,
  activeTag,
  children,
}: {
  title: string;
  intro: string;
  crumbs: Crumb[];
  list: BlogListView;
  tagHref?: (slug: string) => string | null;
  activeTag?: string | null;
  children?: React.ReactNode;
}) {
  // Headings in the untitled section below sit under the page's h1.
  const heading = useHeadingTag();
  return (
    <>
      <Seo title={title} description={intro} />
      <PageHeader title={title} intro={intro} crumbs={crumbs}>
        {tagHref && list.tags.length ? (
          <TagChips tags={list.tags} hrefFor={tagHref} activeSlug={activeTag ?? undefined} label="Topics" />
        ) : null}
      </PageHeader>
      {children}
      <Section>
        {list.months.length === 0 ? (
          <Typography variant="body1">No articles here yet.</Typography>
        ) : (
          // Months side by side where they fit: a month of one post takes one column, not a row of
          // its own (a page of one-card rows was mostly empty on a desktop).
          <LeadMonths lead={!children}>
            <Box sx={monthsSx}>
              {list.months.map((group, monthIndex) => {
                const id = `month-${group.month.replace(/\s+/g, '-')}`;
                return (
                  <Box component="section" key={group.month} aria-labelledby={id} sx={monthSx(group.cards.length)}>
                    <Typography id={id} component={heading} variant="h3" sx={{ mb: 3 }}>
                      {group.month}
                    </Typography>
                    <BelowHeading heading={heading}>
                      <Box component="ul" sx={{ ...plainListSx, ...columnsSx(group.cards.length) }}>
                        {group.cards.map((card, index) => (
                          <li key={card.key}>
                            <LeadItem first={monthIndex === 0 && index === 0}>
                              <BlogCard card={card} />
                            </LeadItem>
                          </li>
                        ))}
                      </Box>
                    </BelowHeading>
                  </Box>
                );
              })}
            </Box>
          </LeadMonths>
        )}
      </Section>
    </>
  );
}

/** The months open the page when nothing comes before them (the info hub puts its guides first). */
function LeadMonths({ lead, children }: { lead: boolean; children: React.ReactNode }) {
  return lead ? <LeadList>{children}</LeadList> : <>{children}</>;
}
