import BlockList from '@/components/blocks/BlockList';
import BookNowBanner from '@/components/blocks/BookNowBanner/BookNowBanner';
import HanoverBookingLinks from '@/components/blocks/HanoverBookingLinks/HanoverBookingLinks';
import Hero from '@/components/blocks/Hero/Hero';
import { BlogCardGrid } from '@/components/lists/BlogCard/BlogCard';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import type { ProductView } from './toProductView';
import { CrumbBar, InclusionsSection } from '../parts';

/** A product page (legacy or v2) and an information-hub page. */
export default function ProductTemplate({ product }: { product: ProductView }) {
  return (
    <>
      <Seo {...product.seo} />
      {product.hero ? (
        <>
          <CrumbBar crumbs={product.crumbs} current={product.name} />
          <Hero view={product.hero} />
        </>
      ) : (
        <PageHeader title={product.name} crumbs={product.crumbs} />
      )}
      <BlockList blocks={product.blocks} />
      <InclusionsSection inclusions={product.inclusions} exclusions={product.exclusions} />
      {product.stories.length ? (
        <Section title="Stories from the road">
          <BlogCardGrid cards={product.stories} />
        </Section>
      ) : null}
      {product.booking ? <HanoverBookingLinks {...product.booking} /> : null}
      {product.bookNow ? <BookNowBanner {...product.bookNow} /> : null}
    </>
  );
}
