import TravelEssentialList from '@/components/lists/TravelEssentialList/TravelEssentialList';
import type { TravelEssentialView } from '@/components/lists/TravelEssentialList/toTravelEssentials';
import PageHeader, { type Crumb } from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import { LeadList } from '@/components/ui/lead-image';
import Seo from '@/components/ui/Seo';
import { useSectionNames } from '@/components/ui/SiteContext';

const INTRO = 'Documents, money, health and packing: what to sort out before you go.';

export interface TravelEssentialsTemplateProps {
  essentials: TravelEssentialView[];
  /** The category shown (its slug and name), or null for all of them. */
  category: { slug: string; name: string } | null;
  /** The address of all travel essentials, and of one category. */
  allHref: string;
  hrefFor: (categorySlug: string) => string;
}

/** Travel essentials, all or one category's, with the categories as filters. */
export default function TravelEssentialsTemplate({
  essentials,
  category,
  allHref,
  hrefFor,
}: TravelEssentialsTemplateProps) {
  const section = useSectionNames().travelEssentials;
  const title = category ? `${section}: ${category.name}` : section;
  const crumbs: Crumb[] = category
    ? [
        { label: 'Home', href: '/' },
        { label: section, href: allHref },
      ]
    : [{ label: 'Home', href: '/' }];
  return (
    <>
      <Seo title={title} description={INTRO} />
      <PageHeader title={title} intro={INTRO} crumbs={crumbs} />
      <Section>
        <LeadList>
          <TravelEssentialList
            essentials={essentials}
            activeCategory={category?.slug}
            hrefFor={hrefFor}
            allHref={allHref}
          />
        </LeadList>
      </Section>
    </>
  );
}
