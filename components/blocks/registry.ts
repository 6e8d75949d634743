import { toBlogSection } from './BlogSection/toBlogSection';
import { toBookNowBanner } from './BookNowBanner/toBookNowBanner';
import { toCheckList } from './CheckList/toCheckList';
import { toContactUs } from './ContactUs/toContactUs';
import { toContentGallery } from './ContentGallery/toContentGallery';
import { toCostSection } from './CostSection/toCostSection';
import { toCrossSell } from './CrossSell/toCrossSell';
import { toFaq } from './Faq/toFaq';
import { toImageGrid } from './ImageGrid/toImageGrid';
import { toInfoBanner } from './InfoBanner/toInfoBanner';
import { toLogoSlider } from './LogoSlider/toLogoSlider';
import { toMediaDisplay } from './MediaDisplay/toMediaDisplay';
import { toOfferBanner } from './OfferBanner/toOfferBanner';
import { toPriceSection } from './PriceSection/toPriceSection';
import { toProcessTimeline } from './ProcessTimeline/toProcessTimeline';
import { toRichTextBlock } from './RichTextBlock/toRichTextBlock';
import { toTestimonials } from './Testimonials/toTestimonials';
import { toTop5List } from './Top5List/toTop5List';
import { toTravelGuidesSlider } from './TravelGuidesSlider/toTravelGuidesSlider';
import { toUspList } from './UspList/toUspList';
import { toVideoDisplay } from './VideoDisplay/toVideoDisplay';
import dynamic from 'next/dynamic';
// What most blocks share, in the chunks of every page that renders blocks: a block's own chunk
// then leaves it out (Turbopack copies a module shared by several dynamic chunks into each of them
// unless every page that loads them has it already: Section was in nine of a product page's files).
import '@/components/ui/Section';
import '@/components/ui/visually-hidden';
import './shared/styles';
import { defineBlock, type BlockDefinition } from './types';

/**
 * Each block's component is its own chunk (next/dynamic): a page ships the code of the blocks it
 * renders, not of all of them. The server render records the ones it used, and Next puts their
 * scripts in the page, so the browser has them before it hydrates. Mappers stay here: they are
 * small, and they decide whether a block renders at all.
 */
const BlogSection = dynamic(() => import('./BlogSection/BlogSection'));
const BookNowBanner = dynamic(() => import('./BookNowBanner/BookNowBanner'));
const CheckList = dynamic(() => import('./CheckList/CheckList'));
const ContactUs = dynamic(() => import('./ContactUs/ContactUs'));
const ContentGallery = dynamic(() => import('./ContentGallery/ContentGallery'));
const CostSection = dynamic(() => import('./CostSection/CostSection'));
const CrossSell = dynamic(() => import('./CrossSell/CrossSell'));
const Faq = dynamic(() => import('./Faq/Faq'));
const ImageGrid = dynamic(() => import('./ImageGrid/ImageGrid'));
const InfoBanner = dynamic(() => import('./InfoBanner/InfoBanner'));
const LogoSlider = dynamic(() => import('./LogoSlider/LogoSlider'));
const MediaDisplay = dynamic(() => import('./MediaDisplay/MediaDisplay'));
const OfferBanner = dynamic(() => import('./OfferBanner/OfferBanner'));
const PriceSection = dynamic(() => import('./PriceSection/PriceSection'));
const ProcessTimeline = dynamic(() => import('./ProcessTimeline/ProcessTimeline'));
const RichTextBlock = dynamic(() => import('./RichTextBlock/RichTextBlock'));
const Testimonials = dynamic(() => import('./Testimonials/Testimonials'));
const Top5List = dynamic(() => import('./Top5List/Top5List'));
const TravelGuidesSlider = dynamic(() => import('./TravelGuidesSlider/TravelGuidesSlider'));
const UspList = dynamic(() => import('./UspList/UspList'));
const VideoDisplay = dynamic(() => import('./VideoDisplay/VideoDisplay'));

/** Every CMS block the site renders, by GraphQL __typename. */
export const BLOCKS: Record<string, BlockDefinition<unknown, unknown>> = {
  ComponentBlocksBlogSection: defineBlock({ toView: toBlogSection, Component: BlogSection }),
  ComponentBlocksBookNowBanner: defineBlock({ toView: toBookNowBanner, Component: BookNowBanner }),
  ComponentBlocksCheckList: defineBlock({ toView: toCheckList, Component: CheckList }),
  ComponentBlocksContactUs: defineBlock({ toView: toContactUs, Component: ContactUs }),
  ComponentBlocksContentGallery: defineBlock({ toView: toContentGallery, Component: ContentGallery }),
  ComponentBlocksCostSection: defineBlock({ toView: toCostSection, Component: CostSection }),
  ComponentBlocksCrossSell: defineBlock({ toView: toCrossSell, Component: CrossSell }),
  ComponentBlocksFaq: defineBlock({ toView: toFaq, Component: Faq, facts: (view) => ({ questions: view.questions }) }),
  ComponentBlocksImageGrid: defineBlock({ toView: toImageGrid, Component: ImageGrid }),
  ComponentBlocksInfoBanner: defineBlock({ toView: toInfoBanner, Component: InfoBanner }),
  ComponentBlocksLogoSlider: defineBlock({ toView: toLogoSlider, Component: LogoSlider }),
  ComponentBlocksMediaDisplay: defineBlock({ toView: toMediaDisplay, Component: MediaDisplay }),
  ComponentBlocksOfferBanner: defineBlock({ toView: toOfferBanner, Component: OfferBanner }),
  ComponentBlocksPriceSection: defineBlock({
    toView: toPriceSection,
    Component: PriceSection,
    facts: (view) => ({ offer: view.offer }),
  }),
  ComponentBlocksProcessTimeline: defineBlock({ toView: toProcessTimeline, Component: ProcessTimeline }),
  ComponentBlocksRichText: defineBlock({ toView: toRichTextBlock, Component: RichTextBlock }),
  ComponentBlocksTestimonials: defineBlock({ toView: toTestimonials, Component: Testimonials }),
  ComponentBlocksTop5List: defineBlock({ toView: toTop5List, Component: Top5List }),
  ComponentBlocksTravelGuidesSlider: defineBlock({ toView: toTravelGuidesSlider, Component: TravelGuidesSlider }),
  ComponentBlocksUspList: defineBlock({ toView: toUspList, Component: UspList }),
  ComponentBlocksVideoDisplay: defineBlock({ toView: toVideoDisplay, Component: VideoDisplay }),
};
