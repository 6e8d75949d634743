import BlogSection from './BlogSection/BlogSection';
import { toBlogSection } from './BlogSection/toBlogSection';
import BookNowBanner from './BookNowBanner/BookNowBanner';
import { toBookNowBanner } from './BookNowBanner/toBookNowBanner';
import CheckList from './CheckList/CheckList';
import { toCheckList } from './CheckList/toCheckList';
import ContactUs from './ContactUs/ContactUs';
import { toContactUs } from './ContactUs/toContactUs';
import ContentGallery from './ContentGallery/ContentGallery';
import { toContentGallery } from './ContentGallery/toContentGallery';
import CostSection from './CostSection/CostSection';
import { toCostSection } from './CostSection/toCostSection';
import CrossSell from './CrossSell/CrossSell';
import { toCrossSell } from './CrossSell/toCrossSell';
import Faq from './Faq/Faq';
import { toFaq } from './Faq/toFaq';
import ImageGrid from './ImageGrid/ImageGrid';
import { toImageGrid } from './ImageGrid/toImageGrid';
import InfoBanner from './InfoBanner/InfoBanner';
import { toInfoBanner } from './InfoBanner/toInfoBanner';
import LogoSlider from './LogoSlider/LogoSlider';
import { toLogoSlider } from './LogoSlider/toLogoSlider';
import MediaDisplay from './MediaDisplay/MediaDisplay';
import { toMediaDisplay } from './MediaDisplay/toMediaDisplay';
import OfferBanner from './OfferBanner/OfferBanner';
import { toOfferBanner } from './OfferBanner/toOfferBanner';
import PriceSection from './PriceSection/PriceSection';
import { toPriceSection } from './PriceSection/toPriceSection';
import ProcessTimeline from './ProcessTimeline/ProcessTimeline';
import { toProcessTimeline } from './ProcessTimeline/toProcessTimeline';
import RichTextBlock from './RichTextBlock/RichTextBlock';
import { toRichTextBlock } from './RichTextBlock/toRichTextBlock';
import Testimonials from './Testimonials/Testimonials';
import { toTestimonials } from './Testimonials/toTestimonials';
import Top5List from './Top5List/Top5List';
import { toTop5List } from './Top5List/toTop5List';
import TravelGuidesSlider from './TravelGuidesSlider/TravelGuidesSlider';
import { toTravelGuidesSlider } from './TravelGuidesSlider/toTravelGuidesSlider';
import UspList from './UspList/UspList';
import { toUspList } from './UspList/toUspList';
import VideoDisplay from './VideoDisplay/VideoDisplay';
import { toVideoDisplay } from './VideoDisplay/toVideoDisplay';
import { defineBlock, type BlockDefinition } from './types';

/** Every CMS block the site renders, by GraphQL __typename. */
export const BLOCKS: Record<string, BlockDefinition<unknown, unknown>> = {
  ComponentBlocksBlogSection: defineBlock({ toView: toBlogSection, Component: BlogSection }),
  ComponentBlocksBookNowBanner: defineBlock({ toView: toBookNowBanner, Component: BookNowBanner }),
  ComponentBlocksCheckList: defineBlock({ toView: toCheckList, Component: CheckList }),
  ComponentBlocksContactUs: defineBlock({ toView: toContactUs, Component: ContactUs }),
  ComponentBlocksContentGallery: defineBlock({ toView: toContentGallery, Component: ContentGallery }),
  ComponentBlocksCostSection: defineBlock({ toView: toCostSection, Component: CostSection }),
  ComponentBlocksCrossSell: defineBlock({ toView: toCrossSell, Component: CrossSell }),
  ComponentBlocksFaq: defineBlock({ toView: toFaq, Component: Faq }),
  ComponentBlocksImageGrid: defineBlock({ toView: toImageGrid, Component: ImageGrid }),
  ComponentBlocksInfoBanner: defineBlock({ toView: toInfoBanner, Component: InfoBanner }),
  ComponentBlocksLogoSlider: defineBlock({ toView: toLogoSlider, Component: LogoSlider }),
  ComponentBlocksMediaDisplay: defineBlock({ toView: toMediaDisplay, Component: MediaDisplay }),
  ComponentBlocksOfferBanner: defineBlock({ toView: toOfferBanner, Component: OfferBanner }),
  ComponentBlocksPriceSection: defineBlock({ toView: toPriceSection, Component: PriceSection }),
  ComponentBlocksProcessTimeline: defineBlock({ toView: toProcessTimeline, Component: ProcessTimeline }),
  ComponentBlocksRichText: defineBlock({ toView: toRichTextBlock, Component: RichTextBlock }),
  ComponentBlocksTestimonials: defineBlock({ toView: toTestimonials, Component: Testimonials }),
  ComponentBlocksTop5List: defineBlock({ toView: toTop5List, Component: Top5List }),
  ComponentBlocksTravelGuidesSlider: defineBlock({ toView: toTravelGuidesSlider, Component: TravelGuidesSlider }),
  ComponentBlocksUspList: defineBlock({ toView: toUspList, Component: UspList }),
  ComponentBlocksVideoDisplay: defineBlock({ toView: toVideoDisplay, Component: VideoDisplay }),
};
