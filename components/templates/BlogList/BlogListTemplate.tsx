import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlogCardGrid } from '@/components/lists/BlogCard/BlogCard';
import TagChips from '@/components/lists/TagChips/TagChips';
import PageHeader, { type Crumb } from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import type { BlogListView } from './toBlogListView';
import { BelowHeading, useHeadingTag } from '@/components/ui/heading-level';

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
          <Stack spacing={{ xs: 6, md: 8 }}>
            {list.months.map((group) => (
              <section key={group.month} aria-labelledby={`month-${group.month}`}>
                <Typography id={`month-${group.month}`} component={heading} variant="h3" sx={{ mb: 3 }}>
                  {group.month}
                </Typography>
                <BelowHeading heading={heading}>
                  <BlogCardGrid cards={group.cards} />
                </BelowHeading>
              </section>
            ))}
          </Stack>
        )}
      </Section>
    </>
  );
}
