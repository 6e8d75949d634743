import BlockList, { blockFacts } from '@/components/blocks/BlockList';
import BookNowBanner from '@/components/blocks/BookNowBanner/BookNowBanner';
import HanoverBookingLinks from '@/components/blocks/HanoverBookingLinks/HanoverBookingLinks';
import Hero from '@/components/blocks/Hero/Hero';
import { BlogCardGrid } from '@/components/lists/BlogCard/BlogCard';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import JsonLd from '@/components/ui/JsonLd';
import { usePageAddress } from '@/components/ui/usePageAddress';
import Seo from '@/components/ui/Seo';
import { productLd } from '@/lib/seo/structured-data';
import type { ProductView } from './toProductView';
import CrumbBar from '../CrumbBar';
import { InclusionsSection } from './InclusionsSection';

/** A product page (legacy or v2) and an information-hub page; search engines get its price as an offer. */
export default function ProductTemplate({ product }: { product: ProductView }) {
  const page = usePageAddress();
  const offer = blockFacts(product.blocks).find((facts) => facts.offer)?.offer ?? null;
  // Structured data is built on the server only (components/ui/JsonLd.tsx): not in the browser's code.
  const structured =
    page &&
    productLd({ name: product.name, description: product.seo.description, image: product.seo.image, offer }, page);
  return (
    <>
      <Seo {...product.seo} />
      <JsonLd id="page" data={structured} />
      {product.hero ? (
        <>
          <CrumbBar crumbs={product.crumbs} current={product.name} currentSource={product.src?.name} />
          <Hero view={product.hero} />
        </>
      ) : (
        <PageHeader title={product.name} crumbs={product.crumbs} src={{ title: product.src?.name }} />
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
