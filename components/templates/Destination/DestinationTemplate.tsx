import BlockList from '@/components/blocks/BlockList';
import Hero from '@/components/blocks/Hero/Hero';
import EventList from '@/components/lists/EventList/EventList';
import NewsList from '@/components/lists/NewsList/NewsList';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { useSectionNames } from '@/components/ui/SiteContext';
import { placeName, wherePhrase } from '@/lib/content/places';
import type { DestinationView } from './toDestinationView';
import CrumbBar from '../CrumbBar';
import TileGrid from '../TileGrid';

/**
 * A destination: hero, its programmes, its blocks in rank order, news and events. Events are the
 * ones linked to the destination: about it, not always held there (an open evening in London about
 * the USA), so their heading says "about".
 */
export default function DestinationTemplate({
  destination,
  crumbs,
}: {
  destination: DestinationView;
  crumbs: { label: string; href?: string }[];
}) {
  const words = useSectionNames();
  return (
    <>
      <Seo {...destination.seo} />
      {destination.hero ? (
        <>
          <CrumbBar crumbs={crumbs} current={destination.name} currentSource={destination.src?.name} />
          <Hero view={destination.hero} />
        </>
      ) : (
        <PageHeader title={destination.name} crumbs={crumbs} src={{ title: destination.src?.name }} />
      )}
      <TileGrid title={`${words.programmes} ${wherePhrase(destination.name)}`} tiles={destination.programmes} />
      <BlockList blocks={destination.blocks} />
      {destination.news.length ? (
        <Section title={`News from ${placeName(destination.name)}`}>
          <NewsList items={destination.news} />
        </Section>
      ) : null}
      {destination.events.length ? (
        <Section title={`${words.events} about ${placeName(destination.name)}`} tone="muted">
          <EventList events={destination.events} />
        </Section>
      ) : null}
    </>
  );
}
