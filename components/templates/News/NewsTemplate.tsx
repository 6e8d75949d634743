import Typography from '@mui/material/Typography';
import NewsList from '@/components/lists/NewsList/NewsList';
import type { NewsView } from '@/components/lists/NewsList/toNews';
import TagChips from '@/components/lists/TagChips/TagChips';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import { LeadList } from '@/components/ui/lead-image';
import Seo from '@/components/ui/Seo';
import { useSectionNames } from '@/components/ui/SiteContext';
import type { ExperienceName } from './toNewsView';

export interface NewsTemplateProps {
  brandName: string;
  news: NewsView[];
  /** The brand's experience names, offered as filters. */
  experiences: ExperienceName[];
  /** The experience the list is filtered by, or null for all news. */
  experience: string | null;
  /** The news page's address for one experience, or for all news (''). */
  hrefFor: (experience: string) => string;
}

/** The brand's news, optionally about one experience, with the experiences as filter chips. */
export default function NewsTemplate({ brandName, news, experiences, experience, hrefFor }: NewsTemplateProps) {
  const section = useSectionNames().news;
  const title = experience ? `${experience} ${section.toLowerCase()}` : section;
  return (
    <>
      <Seo title={title} description={`The latest from ${brandName}.`} />
      <PageHeader
        title={title}
        intro="The latest from our programmes, camps and destinations."
        crumbs={[{ label: 'Home', href: '/' }]}
      >
        <TagChips
          label="Filter by experience"
          tags={[
            { slug: '', label: 'All news' },
            ...experiences.map(({ name, src }) => ({ slug: name, label: name, src: src && { label: src.name } })),
          ]}
          hrefFor={hrefFor}
          activeSlug={experience ?? ''}
        />
      </PageHeader>
      <Section>
        {news.length ? (
          <LeadList>
            <NewsList items={news} />
          </LeadList>
        ) : (
          <Typography>No news yet.</Typography>
        )}
      </Section>
    </>
  );
}
