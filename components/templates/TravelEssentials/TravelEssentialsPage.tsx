import { TravelEssentialsDocument } from '@/graphql/generated/documents/TravelEssentials';
import type { PageProps } from '@/lib/cms/page-props';
import { listHref, pageHref } from '@/lib/links';
import type { TravelEssentialsPageProps } from '@/lib/pages/travel-essentials';
import { usePageView } from '../usePageView';
import { toTravelEssentialsView } from './toTravelEssentialsView';
import TravelEssentialsTemplate from './TravelEssentialsTemplate';

/** Travel essentials, at /travel-essentials and /travel-essentials/{category}. */
export default function TravelEssentialsPage({ variables, category, site }: PageProps<TravelEssentialsPageProps>) {
  const essentials = usePageView(TravelEssentialsDocument, variables, toTravelEssentialsView);
  const { brand } = site;
  return (
    <TravelEssentialsTemplate
      essentials={essentials}
      category={category}
      allHref={listHref('travelEssentials', { brand })}
      hrefFor={(slug) => pageHref('travel-essential-category', slug, null, { brand })}
    />
  );
}
