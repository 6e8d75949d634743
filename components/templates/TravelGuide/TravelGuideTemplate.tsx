import BlockList from '@/components/blocks/BlockList';
import Hero from '@/components/blocks/Hero/Hero';
import { BlogCardGrid } from '@/components/lists/BlogCard/BlogCard';
import EventList from '@/components/lists/EventList/EventList';
import { JobList } from '@/components/lists/JobCard/JobCard';
import ContentTile from '@/components/ui/ContentTile';
import PageHeader, { type Crumb } from '@/components/ui/PageHeader';
import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { useSectionNames } from '@/components/ui/SiteContext';
import { wherePhrase } from '@/lib/content/places';
import type { TravelGuideView } from './toTravelGuideView';
import CrumbBar from '../CrumbBar';
import { Columns } from '@/components/ui/Columns';

/** A travel guide (resort): intro, its blocks in rank order, jobs, events and stories there. */
export default function TravelGuideTemplate({ guide, crumbs }: { guide: TravelGuideView; crumbs: Crumb[] }) {
  const words = useSectionNames();
  return (
    <>
      <Seo {...guide.seo} />
      {guide.hero ? (
        <>
          <CrumbBar crumbs={crumbs} current={guide.name} currentSource={guide.src?.name} />
          <Hero view={guide.hero} />
        </>
      ) : (
        <PageHeader title={guide.name} crumbs={crumbs} src={{ title: guide.src?.name }} />
      )}
      {guide.intro || guide.destination ? (
        <Section>
          <Columns spacing={6} columns={{ xs: 1, md: guide.destination ? [8, 4] : 1 }}>
            <div>
              <RichText
                markdown={guide.intro}
                source={guide.src?.intro}
                sx={{ '& p, & li': { fontSize: '1.125rem' } }}
              />
            </div>
            {guide.destination ? (
              <div>
                <ContentTile
                  tile={{
                    ...guide.destination,
                    linkLabel: `More about ${guide.destination.title}`,
                    // The label is the site's own, not the tile details' LinkLabel.
                    src: guide.destination.src && { ...guide.destination.src, linkLabel: undefined },
                  }}
                  headingLevel="h2"
                />
              </div>
            ) : null}
          </Columns>
        </Section>
      ) : null}
      <BlockList blocks={guide.blocks} />
      {guide.jobs.length ? (
        <Section title={`${words.jobs} ${wherePhrase(guide.name)}`} tone="muted">
          <JobList jobs={guide.jobs} />
        </Section>
      ) : null}
      {guide.events.length ? (
        <Section title={words.events}>
          <EventList events={guide.events} />
        </Section>
      ) : null}
      {guide.stories.length ? (
        <Section title="Stories" tone="muted">
          <BlogCardGrid cards={guide.stories} />
        </Section>
      ) : null}
    </>
  );
}
