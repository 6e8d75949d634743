/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Enum_Componentsettingsappearance_Imagetransition =
  | 'fade'
  | 'none'
  | 'slide'
  | 'zoom';

export type Enum_Componentsettingsautomatedmenuitem_Source =
  | 'blog'
  | 'destinations'
  | 'events'
  | 'experiences'
  | 'infoBlogs'
  | 'jobs'
  | 'news'
  | 'travelEssentials'
  | 'travelGuides';

export type Enum_Componentsettingslogo_Variant =
  | 'compact'
  | 'inverse'
  | 'primary';

export type Enum_Componentsettingssociallink_Network =
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'tiktok'
  | 'x'
  | 'youtube';

export type PublicationStatus =
  | 'DRAFT'
  | 'PUBLISHED';

type ProductV2SectionsBlocks_ComponentBlocksCheckList_Fragment = { __typename: 'ComponentBlocksCheckList', id: string, rank: number | null, Title: string | null, IntroText: string | null, Items: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null };

type ProductV2SectionsBlocks_ComponentBlocksCostSection_Fragment = { __typename: 'ComponentBlocksCostSection', id: string, rank: number | null, Title: string | null, PriceLocale: string | null, Currency: string | null, TotalPrice: number | null, PaymentStages: Array<{ id: string, Text: string, TooltipText: string | null, Price: number } | null> | null, Button: { id: string, Text: string, URL: string } | null, Inclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null, Exclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null };

type ProductV2SectionsBlocks_ComponentBlocksCrossSell_Fragment = { __typename: 'ComponentBlocksCrossSell', id: string, rank: number | null, Title: string | null, SubTitle: string | null, destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

type ProductV2SectionsBlocks_ComponentBlocksFaq_Fragment = { __typename: 'ComponentBlocksFaq', id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null };

type ProductV2SectionsBlocks_ComponentBlocksImageGrid_Fragment = { __typename: 'ComponentBlocksImageGrid', id: string, rank: number | null, Title: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

type ProductV2SectionsBlocks_ComponentBlocksInfoBanner_Fragment = { __typename: 'ComponentBlocksInfoBanner', id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

type ProductV2SectionsBlocks_ComponentBlocksMediaDisplay_Fragment = { __typename: 'ComponentBlocksMediaDisplay', id: string, rank: number | null, Title: string | null, Body: string | null, Media: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

type ProductV2SectionsBlocks_ComponentBlocksOfferBanner_Fragment = { __typename: 'ComponentBlocksOfferBanner', id: string, rank: number | null, Title: string | null, Subtitle: string | null, IntroText: string | null, LogoLink: string | null, ButtonText: string | null, ButtonLink: string | null, PromotionLogo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Background: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

type ProductV2SectionsBlocks_ComponentBlocksPriceSection_Fragment = { __typename: 'ComponentBlocksPriceSection', id: string, rank: number | null, Title: string | null, SubTitle: string | null, Price: number | null, Currency: string | null, PriceCTAText: string | null, Information: string | null, SummaryLine: string | null, VerticalImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

type ProductV2SectionsBlocks_ComponentBlocksProcessTimeline_Fragment = { __typename: 'ComponentBlocksProcessTimeline', id: string, rank: number | null, Title: string | null, Steps: Array<{ id: string, Title: string, Body: string | null, TimeFrame: string | null } | null> | null };

type ProductV2SectionsBlocks_ComponentBlocksRichText_Fragment = { __typename: 'ComponentBlocksRichText', id: string, rank: number | null, Title: string | null, Body: string | null };

type ProductV2SectionsBlocks_ComponentBlocksTestimonials_Fragment = { __typename: 'ComponentBlocksTestimonials', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Quote: string, Name: string, Role: string | null, Rating: number | null, Photo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

type ProductV2SectionsBlocks_ComponentBlocksTop5List_Fragment = { __typename: 'ComponentBlocksTop5List', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Body: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

type ProductV2SectionsBlocks_ComponentBlocksUspList_Fragment = { __typename: 'ComponentBlocksUspList', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

type ProductV2SectionsBlocks_ComponentBlocksVideoDisplay_Fragment = { __typename: 'ComponentBlocksVideoDisplay', id: string, rank: number | null, TagLine: string | null, Title: string | null, SubTitle: string | null, Body: string | null, VideoTitle: string | null, VideoUrl: string | null, ButtonText1: string | null, Button1Link: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

type ProductV2SectionsBlocks_Error_Fragment = { __typename: 'Error' };

export type ProductV2SectionsBlocksFragment =
  | ProductV2SectionsBlocks_ComponentBlocksCheckList_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksCostSection_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksCrossSell_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksFaq_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksImageGrid_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksInfoBanner_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksMediaDisplay_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksOfferBanner_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksPriceSection_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksProcessTimeline_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksRichText_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksTestimonials_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksTop5List_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksUspList_Fragment
  | ProductV2SectionsBlocks_ComponentBlocksVideoDisplay_Fragment
  | ProductV2SectionsBlocks_Error_Fragment
;

type StaticPageV2SectionsBlocks_ComponentBlocksContactUs_Fragment = { __typename: 'ComponentBlocksContactUs', id: string, rank: number | null, Title: string | null, Body: string | null, Email: string | null, Telephone: string | null, ButtonText: string | null, ButtonLink: string | null };

type StaticPageV2SectionsBlocks_ComponentBlocksCrossSell_Fragment = { __typename: 'ComponentBlocksCrossSell', id: string, rank: number | null, Title: string | null, SubTitle: string | null, destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

type StaticPageV2SectionsBlocks_ComponentBlocksFaq_Fragment = { __typename: 'ComponentBlocksFaq', id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null };

type StaticPageV2SectionsBlocks_ComponentBlocksImageGrid_Fragment = { __typename: 'ComponentBlocksImageGrid', id: string, rank: number | null, Title: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

type StaticPageV2SectionsBlocks_ComponentBlocksInfoBanner_Fragment = { __typename: 'ComponentBlocksInfoBanner', id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

type StaticPageV2SectionsBlocks_ComponentBlocksLogoSlider_Fragment = { __typename: 'ComponentBlocksLogoSlider', id: string, rank: number | null, Title: string | null, Logos: Array<{ id: string, Name: string, URL: string | null, rank: number | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null };

type StaticPageV2SectionsBlocks_ComponentBlocksMediaDisplay_Fragment = { __typename: 'ComponentBlocksMediaDisplay', id: string, rank: number | null, Title: string | null, Body: string | null, Media: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

type StaticPageV2SectionsBlocks_ComponentBlocksOfferBanner_Fragment = { __typename: 'ComponentBlocksOfferBanner', id: string, rank: number | null, Title: string | null, Subtitle: string | null, IntroText: string | null, LogoLink: string | null, ButtonText: string | null, ButtonLink: string | null, PromotionLogo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Background: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

type StaticPageV2SectionsBlocks_ComponentBlocksProcessTimeline_Fragment = { __typename: 'ComponentBlocksProcessTimeline', id: string, rank: number | null, Title: string | null, Steps: Array<{ id: string, Title: string, Body: string | null, TimeFrame: string | null } | null> | null };

type StaticPageV2SectionsBlocks_ComponentBlocksRichText_Fragment = { __typename: 'ComponentBlocksRichText', id: string, rank: number | null, Title: string | null, Body: string | null };

type StaticPageV2SectionsBlocks_ComponentBlocksTestimonials_Fragment = { __typename: 'ComponentBlocksTestimonials', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Quote: string, Name: string, Role: string | null, Rating: number | null, Photo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

type StaticPageV2SectionsBlocks_ComponentBlocksTop5List_Fragment = { __typename: 'ComponentBlocksTop5List', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Body: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

type StaticPageV2SectionsBlocks_ComponentBlocksTravelGuidesSlider_Fragment = { __typename: 'ComponentBlocksTravelGuidesSlider', id: string, rank: number | null, Title: string | null, SubTitle: string | null, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

type StaticPageV2SectionsBlocks_ComponentBlocksUspList_Fragment = { __typename: 'ComponentBlocksUspList', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

type StaticPageV2SectionsBlocks_ComponentBlocksVideoDisplay_Fragment = { __typename: 'ComponentBlocksVideoDisplay', id: string, rank: number | null, TagLine: string | null, Title: string | null, SubTitle: string | null, Body: string | null, VideoTitle: string | null, VideoUrl: string | null, ButtonText1: string | null, Button1Link: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

type StaticPageV2SectionsBlocks_Error_Fragment = { __typename: 'Error' };

export type StaticPageV2SectionsBlocksFragment =
  | StaticPageV2SectionsBlocks_ComponentBlocksContactUs_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksCrossSell_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksFaq_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksImageGrid_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksInfoBanner_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksLogoSlider_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksMediaDisplay_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksOfferBanner_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksProcessTimeline_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksRichText_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksTestimonials_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksTop5List_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksTravelGuidesSlider_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksUspList_Fragment
  | StaticPageV2SectionsBlocks_ComponentBlocksVideoDisplay_Fragment
  | StaticPageV2SectionsBlocks_Error_Fragment
;

export type BlogSectionFragment = { id: string, rank: number | null, Content: string | null, Image1Link: string | null, Image2Link: string | null, Image3Link: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

export type BookNowBannerFragment = { id: string, Text: string | null, ButtonText: string, ButtonLink: string };

export type CheckListFragment = { id: string, rank: number | null, Title: string | null, IntroText: string | null, Items: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null };

export type ContactUsFragment = { id: string, rank: number | null, Title: string | null, Body: string | null, Email: string | null, Telephone: string | null, ButtonText: string | null, ButtonLink: string | null };

export type ContentGalleryFragment = { id: string, rank: number | null, Title: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

export type CostSectionFragment = { id: string, rank: number | null, Title: string | null, PriceLocale: string | null, Currency: string | null, TotalPrice: number | null, PaymentStages: Array<{ id: string, Text: string, TooltipText: string | null, Price: number } | null> | null, Button: { id: string, Text: string, URL: string } | null, Inclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null, Exclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null };

export type CrossSellFragment = { id: string, rank: number | null, Title: string | null, SubTitle: string | null, destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

export type FaqFragment = { id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null };

export type HeroFragment = { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null };

export type ImageGridFragment = { id: string, rank: number | null, Title: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

export type InfoBannerFragment = { id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

export type LogoSliderFragment = { id: string, rank: number | null, Title: string | null, Logos: Array<{ id: string, Name: string, URL: string | null, rank: number | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null };

export type MediaDisplayFragment = { id: string, rank: number | null, Title: string | null, Body: string | null, Media: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> };

export type OfferBannerFragment = { id: string, rank: number | null, Title: string | null, Subtitle: string | null, IntroText: string | null, LogoLink: string | null, ButtonText: string | null, ButtonLink: string | null, PromotionLogo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Background: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

export type PriceSectionFragment = { id: string, rank: number | null, Title: string | null, SubTitle: string | null, Price: number | null, Currency: string | null, PriceCTAText: string | null, Information: string | null, SummaryLine: string | null, VerticalImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

export type ProcessTimelineFragment = { id: string, rank: number | null, Title: string | null, Steps: Array<{ id: string, Title: string, Body: string | null, TimeFrame: string | null } | null> | null };

export type RichTextFragment = { id: string, rank: number | null, Title: string | null, Body: string | null };

export type TestimonialsFragment = { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Quote: string, Name: string, Role: string | null, Rating: number | null, Photo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

export type Top5ListFragment = { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Body: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

export type TravelGuidesSliderFragment = { id: string, rank: number | null, Title: string | null, SubTitle: string | null, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

export type UspListFragment = { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null };

export type VideoDisplayFragment = { id: string, rank: number | null, TagLine: string | null, Title: string | null, SubTitle: string | null, Body: string | null, VideoTitle: string | null, VideoUrl: string | null, ButtonText1: string | null, Button1Link: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

export type MediaFragment = { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null };

export type LinkFragment = { id: string, Text: string, URL: string };

export type SeoFragment = { Title: string, Description: string | null };

export type TileDetailsFragment = { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null };

export type BrandRefFragment = { documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } };

export type NewsItemFragment = { documentId: string, title: string, publishedAt: string | null, body: string | null, buttonText: string | null, link: string | null, socialmediaTags: Array<{ id: string, slug: string } | null> | null, image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, experiences: Array<{ documentId: string, Name: string, Slug: string } | null> };

export type EventFragment = { documentId: string, Title: string, SubTitle: string | null, Body: string | null, DateOfEvent: string, Online: boolean | null, Venue: { Name: string, Street: string | null, City: string | null, PostalCode: string | null, CountryCode: string | null } | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Button: { id: string, Text: string, URL: string } | null };

export type JobFragment = { documentId: string, Title: string, publishedAt: string | null, rank: number | null, AdditionalInfo: string | null, Pay: string | null, Duration: string | null, Benefits: string | null, Description: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Sticker: { Text: string, Color: string | null } | null, Location: { Name: string, GoogleMapsLink: string | null, CountryCode: string | null } | null, Logo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CTAButtons: Array<{ id: string, Text: string, URL: string } | null> | null };

export type TravelEssentialFragment = { documentId: string, Title: string, Body: string | null, Rank: number | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CTA: { id: string, Text: string, URL: string } | null, categories: Array<{ documentId: string, Name: string, Slug: string } | null> };

export type AuthorFragment = { documentId: string, FullName: string, FirstName: string | null, TagLine: string | null, Information: string | null, ProfilePhoto: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, BlogPhoto: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null };

export type LogoFragment = { id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } };

export type TextStyleFragment = { Name: string | null, Weight: number | null };

export type AppearanceFragment = { ImageTransition: Enum_Componentsettingsappearance_Imagetransition | null, HeaderLogos: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, HeaderMenu: Array<{ id: string, Label: string, URL: string | null, rank: number | null, Children: Array<{ id: string, Text: string, URL: string } | null> | null } | null> | null, Fonts: { Heading1: { Name: string | null, Weight: number | null } | null, Heading2: { Name: string | null, Weight: number | null } | null, Heading3: { Name: string | null, Weight: number | null } | null, Heading4: { Name: string | null, Weight: number | null } | null, Heading5: { Name: string | null, Weight: number | null } | null, Heading6: { Name: string | null, Weight: number | null } | null, Body1: { Name: string | null, Weight: number | null } | null, Body2: { Name: string | null, Weight: number | null } | null, Button: { Name: string | null, Weight: number | null } | null } | null, Colours: { Primary: string | null, Secondary: string | null, Accent: string | null, Background: string | null, Surface: string | null, Text: string | null, MutedText: string | null } | null, UrgentNewsBanner: { Enabled: boolean | null, Text: string | null, LinkText: string | null, LinkURL: string | null } | null };

export type NavigationFragment = { FooterLogos: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, FooterMenu: Array<{ id: string, Title: string, Links: Array<{ id: string, Text: string, URL: string } | null> | null } | null> | null, Social: Array<{ id: string, Network: Enum_Componentsettingssociallink_Network, URL: string } | null> | null, AffiliateLinks: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, SubFooter: { Text: string | null, Links: Array<{ id: string, Text: string, URL: string } | null> | null } | null, AutomatedMenuItems: Array<{ id: string, Label: string, Source: Enum_Componentsettingsautomatedmenuitem_Source, rank: number | null } | null> | null, MyBookingLink: { id: string, Text: string, URL: string } | null };

export type SiteSettingsFragment = { documentId: string, Appearance: { ImageTransition: Enum_Componentsettingsappearance_Imagetransition | null, HeaderLogos: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, HeaderMenu: Array<{ id: string, Label: string, URL: string | null, rank: number | null, Children: Array<{ id: string, Text: string, URL: string } | null> | null } | null> | null, Fonts: { Heading1: { Name: string | null, Weight: number | null } | null, Heading2: { Name: string | null, Weight: number | null } | null, Heading3: { Name: string | null, Weight: number | null } | null, Heading4: { Name: string | null, Weight: number | null } | null, Heading5: { Name: string | null, Weight: number | null } | null, Heading6: { Name: string | null, Weight: number | null } | null, Body1: { Name: string | null, Weight: number | null } | null, Body2: { Name: string | null, Weight: number | null } | null, Button: { Name: string | null, Weight: number | null } | null } | null, Colours: { Primary: string | null, Secondary: string | null, Accent: string | null, Background: string | null, Surface: string | null, Text: string | null, MutedText: string | null } | null, UrgentNewsBanner: { Enabled: boolean | null, Text: string | null, LinkText: string | null, LinkURL: string | null } | null } | null, Navigation: { FooterLogos: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, FooterMenu: Array<{ id: string, Title: string, Links: Array<{ id: string, Text: string, URL: string } | null> | null } | null> | null, Social: Array<{ id: string, Network: Enum_Componentsettingssociallink_Network, URL: string } | null> | null, AffiliateLinks: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, SubFooter: { Text: string | null, Links: Array<{ id: string, Text: string, URL: string } | null> | null } | null, AutomatedMenuItems: Array<{ id: string, Label: string, Source: Enum_Componentsettingsautomatedmenuitem_Source, rank: number | null } | null> | null, MyBookingLink: { id: string, Text: string, URL: string } | null } | null, Newsletter: { ListId: string | null, EmailTemplateId: string | null, Title: string | null, Text: string | null, ButtonText: string | null, SuccessText: string | null, PrivacyCheckboxText: string | null } | null, CookiePolicyNotification: { Text: string | null, AcceptButtonText: string | null, RejectButtonText: string | null } | null, ChatWidget: { Token: string | null, Host: string | null, WidgetId: string | null } | null, Embeds: { FormEmbeds: Array<{ id: string, Name: string, Provider: string | null, EmbedUrl: string, Placement: string | null } | null> | null, ReviewsWidgets: Array<{ id: string, Name: string, Provider: string | null, WidgetId: string, Placement: string | null } | null> | null } | null };

export type ProductV2TileFragment = { documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null };

export type ProductTileFragment = { documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null };

export type DestinationTileFragment = { documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null };

export type ExperienceTileFragment = { documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null };

export type TravelGuideTileFragment = { documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null };

export type BlogPostCardFragment = { documentId: string, Title: string, SubTitle: string | null, Slug: string, IsInfoBlog: boolean | null, datePublished: string, MinsToRead: number | null, Hero: { BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, blog_types: Array<{ documentId: string, Name: string, Slug: string } | null>, author: { documentId: string, FullName: string } | null };

export type BlogListQueryVariables = Exact<{
  brandName: string;
  isInfoBlog: boolean;
}>;


export type BlogListQuery = { blogPosts: Array<{ documentId: string, Title: string, SubTitle: string | null, Slug: string, IsInfoBlog: boolean | null, datePublished: string, MinsToRead: number | null, Hero: { BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, blog_types: Array<{ documentId: string, Name: string, Slug: string } | null>, author: { documentId: string, FullName: string } | null } | null> };

export type BlogPostQueryVariables = Exact<{
  slug: string;
  isInfoBlog: boolean;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type BlogPostQuery = { blogPosts: Array<{ documentId: string, IsInfoBlog: boolean | null, Title: string, SubTitle: string | null, TagLine: string | null, Quote: string | null, MinsToRead: number | null, Slug: string, datePublished: string, updatedAt: string | null, Hero: { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } | null, author: { documentId: string, FullName: string, FirstName: string | null, TagLine: string | null, Information: string | null, ProfilePhoto: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, BlogPhoto: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, Section: Array<{ id: string, rank: number | null, Content: string | null, Image1Link: string | null, Image2Link: string | null, Image3Link: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> } | null> | null, SeoDetails: { Title: string, Description: string | null } | null, destination: { documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null, blog_types: Array<{ documentId: string, Name: string, Slug: string } | null>, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, InfoBanner: { id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, LinkedBlogs: Array<{ documentId: string, Title: string, SubTitle: string | null, Slug: string, IsInfoBlog: boolean | null, datePublished: string, MinsToRead: number | null, Hero: { BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, blog_types: Array<{ documentId: string, Name: string, Slug: string } | null>, author: { documentId: string, FullName: string } | null } | null> } | null> };

export type DestinationsQueryVariables = Exact<{
  brandName: string;
}>;


export type DestinationsQuery = { destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, country: { documentId: string, CountryCode: string, CountryName: string } | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

export type DestinationQueryVariables = Exact<{
  slug: string;
  brandName: string;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type DestinationQuery = { destinations: Array<{ documentId: string, Slug: string, Name: string, rank: number | null, Hero: { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } | null, SeoDetails: { Title: string, Description: string | null } | null, country: { documentId: string, CountryCode: string, CountryName: string } | null, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, FAQ: { id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null } | null, USPs: { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null } | null, TravelGuidesSlider: { id: string, rank: number | null, Title: string | null, SubTitle: string | null, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> } | null, PartnersSlider: { id: string, rank: number | null, Title: string | null, Logos: Array<{ id: string, Name: string, URL: string | null, rank: number | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null } | null, news: Array<{ documentId: string, title: string, publishedAt: string | null, body: string | null, buttonText: string | null, link: string | null, socialmediaTags: Array<{ id: string, slug: string } | null> | null, image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, experiences: Array<{ documentId: string, Name: string, Slug: string } | null> } | null>, OfferBanner: { id: string, rank: number | null, Title: string | null, Subtitle: string | null, IntroText: string | null, LogoLink: string | null, ButtonText: string | null, ButtonLink: string | null, PromotionLogo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Background: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, events: Array<{ documentId: string, Title: string, SubTitle: string | null, Body: string | null, DateOfEvent: string, Online: boolean | null, Venue: { Name: string, Street: string | null, City: string | null, PostalCode: string | null, CountryCode: string | null } | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Button: { id: string, Text: string, URL: string } | null } | null>, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null> };

export type ExperiencesQueryVariables = Exact<{
  brandName: string;
}>;


export type ExperiencesQuery = { experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

export type ExperienceQueryVariables = Exact<{
  slug: string;
  brandName: string;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type ExperienceQuery = { experiences: Array<{ documentId: string, Name: string, TagLine: string | null, Slug: string, Hero: { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } | null, SeoDetails: { Title: string, Description: string | null } | null, FAQ: { id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null } | null, USP: { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null } | null, countries: Array<{ documentId: string, CountryCode: string, CountryName: string, FlagImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null>, MediaDisplay: { id: string, rank: number | null, Title: string | null, Body: string | null, Media: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> } | null, CrossSell: { id: string, rank: number | null, Title: string | null, SubTitle: string | null, destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null> };

export type EventsQueryVariables = Exact<{
  brandName: string;
}>;


export type EventsQuery = { events: Array<{ documentId: string, Title: string, SubTitle: string | null, Body: string | null, DateOfEvent: string, Online: boolean | null, Venue: { Name: string, Street: string | null, City: string | null, PostalCode: string | null, CountryCode: string | null } | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Button: { id: string, Text: string, URL: string } | null } | null> };

export type JobPagesQueryVariables = Exact<{
  brandName: string;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type JobPagesQuery = { jobPages: Array<{ documentId: string, Title: string, Slug: string, IntroText: string | null, Hero: { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } | null, SeoDetails: { Title: string, Description: string | null } | null, jobs: Array<{ documentId: string, Title: string, publishedAt: string | null, rank: number | null, AdditionalInfo: string | null, Pay: string | null, Duration: string | null, Benefits: string | null, Description: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Sticker: { Text: string, Color: string | null } | null, Location: { Name: string, GoogleMapsLink: string | null, CountryCode: string | null } | null, Logo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CTAButtons: Array<{ id: string, Text: string, URL: string } | null> | null } | null> } | null> };

export type NewsQueryVariables = Exact<{
  brandName: string;
  experienceName?: string | null | undefined;
}>;


export type NewsQuery = { newsItems: Array<{ documentId: string, title: string, publishedAt: string | null, body: string | null, buttonText: string | null, link: string | null, socialmediaTags: Array<{ id: string, slug: string } | null> | null, image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, experiences: Array<{ documentId: string, Name: string, Slug: string } | null> } | null> };

export type TravelEssentialsQueryVariables = Exact<{
  brandName: string;
}>;


export type TravelEssentialsQuery = { travelEssentials: Array<{ documentId: string, Title: string, Body: string | null, Rank: number | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CTA: { id: string, Text: string, URL: string } | null, categories: Array<{ documentId: string, Name: string, Slug: string } | null> } | null> };

export type TravelGuidesQueryVariables = Exact<{
  brandName: string;
}>;


export type TravelGuidesQuery = { travelGuides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

export type InfoHubPagesQueryVariables = Exact<{
  brandName: string;
}>;


export type InfoHubPagesQuery = { productsV2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> };

export type StaticPageV2QueryVariables = Exact<{
  brandName: string;
  pageName: string;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type StaticPageV2Query = { staticPagesV2: Array<{ documentId: string, PageName: string, Title: string, SeoDetails: { Title: string, Description: string | null } | null, Hero: { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } | null, Sections: Array<
      | { __typename: 'ComponentBlocksContactUs', id: string, rank: number | null, Title: string | null, Body: string | null, Email: string | null, Telephone: string | null, ButtonText: string | null, ButtonLink: string | null }
      | { __typename: 'ComponentBlocksCrossSell', id: string, rank: number | null, Title: string | null, SubTitle: string | null, destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> }
      | { __typename: 'ComponentBlocksFaq', id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null }
      | { __typename: 'ComponentBlocksImageGrid', id: string, rank: number | null, Title: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> }
      | { __typename: 'ComponentBlocksInfoBanner', id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null }
      | { __typename: 'ComponentBlocksLogoSlider', id: string, rank: number | null, Title: string | null, Logos: Array<{ id: string, Name: string, URL: string | null, rank: number | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null }
      | { __typename: 'ComponentBlocksMediaDisplay', id: string, rank: number | null, Title: string | null, Body: string | null, Media: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> }
      | { __typename: 'ComponentBlocksOfferBanner', id: string, rank: number | null, Title: string | null, Subtitle: string | null, IntroText: string | null, LogoLink: string | null, ButtonText: string | null, ButtonLink: string | null, PromotionLogo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Background: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null }
      | { __typename: 'ComponentBlocksProcessTimeline', id: string, rank: number | null, Title: string | null, Steps: Array<{ id: string, Title: string, Body: string | null, TimeFrame: string | null } | null> | null }
      | { __typename: 'ComponentBlocksRichText', id: string, rank: number | null, Title: string | null, Body: string | null }
      | { __typename: 'ComponentBlocksTestimonials', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Quote: string, Name: string, Role: string | null, Rating: number | null, Photo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null }
      | { __typename: 'ComponentBlocksTop5List', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Body: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null }
      | { __typename: 'ComponentBlocksTravelGuidesSlider', id: string, rank: number | null, Title: string | null, SubTitle: string | null, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> }
      | { __typename: 'ComponentBlocksUspList', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null }
      | { __typename: 'ComponentBlocksVideoDisplay', id: string, rank: number | null, TagLine: string | null, Title: string | null, SubTitle: string | null, Body: string | null, VideoTitle: string | null, VideoUrl: string | null, ButtonText1: string | null, Button1Link: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null }
      | { __typename: 'Error' }
     | null> | null, OfferBanner: { id: string, rank: number | null, Title: string | null, Subtitle: string | null, IntroText: string | null, LogoLink: string | null, ButtonText: string | null, ButtonLink: string | null, PromotionLogo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Background: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, InfoBanner: { id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null> };

export type SitemapPageQueryVariables = Exact<{
  brandName: string;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type SitemapPageQuery = { sitemapPages: Array<{ documentId: string, Title: string, IntroText: string | null, SeoDetails: { Title: string, Description: string | null } | null, CorePages: Array<{ id: string, Title: string, URL: string, Description: string | null } | null> | null, InteriorPages: Array<{ id: string, Title: string, URL: string, Description: string | null } | null> | null } | null>, destinations: Array<{ documentId: string, Name: string, Slug: string } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string } | null>, travelGuides: Array<{ documentId: string, Name: string, Slug: string } | null>, productsV2: Array<{ documentId: string, Name: string, Slug: string, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { id: string } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null> };

export type PreviewBlogPostQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewBlogPostQuery = { blogPost: { documentId: string, Slug: string, IsInfoBlog: boolean | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewDestinationQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewDestinationQuery = { destination: { documentId: string, Slug: string, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewExperienceQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewExperienceQuery = { experience: { documentId: string, Slug: string, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewProductQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewProductQuery = { product: { documentId: string, Slug: string, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewProductV2QueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewProductV2Query = { productV2: { documentId: string, Slug: string, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewTravelGuideQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewTravelGuideQuery = { travelGuide: { documentId: string, Slug: string, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewStaticPageQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewStaticPageQuery = { staticPageV2: { documentId: string, PageName: string, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewSitemapPageQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewSitemapPageQuery = { sitemapPage: { documentId: string, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type PreviewJobPageQueryVariables = Exact<{
  documentId: string | number;
  status?: PublicationStatus | null | undefined;
}>;


export type PreviewJobPageQuery = { jobPage: { documentId: string, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null };

export type ProductQueryVariables = Exact<{
  slug: string;
  brandName: string;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type ProductQuery = { products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } | null, SeoDetails: { Title: string, Description: string | null } | null, experience: { documentId: string, Name: string, Slug: string } | null, UspBlocks: { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null } | null, FAQ: { id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null } | null, PriceSection: { id: string, rank: number | null, Title: string | null, SubTitle: string | null, Price: number | null, Currency: string | null, PriceCTAText: string | null, Information: string | null, SummaryLine: string | null, VerticalImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, BookNowFloatingBanner: { id: string, Text: string | null, ButtonText: string, ButtonLink: string } | null, CompatibilityCheck: { id: string, rank: number | null, Title: string | null, IntroText: string | null, Items: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null } | null, EligibilityCheck: { id: string, rank: number | null, Title: string | null, IntroText: string | null, Items: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null } | null, inclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null, exclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null, InfoBanner1: { id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, InfoBanner2: { id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, InfoBanner3: { id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, InfoBanner4: { id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, blog_posts: Array<{ documentId: string, Title: string, SubTitle: string | null, Slug: string, IsInfoBlog: boolean | null, datePublished: string, MinsToRead: number | null, Hero: { BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, blog_types: Array<{ documentId: string, Name: string, Slug: string } | null>, author: { documentId: string, FullName: string } | null } | null>, HanoverBookingLinks: Array<{ id: string, name: string, url: string } | null> | null, CrossSell: { id: string, rank: number | null, Title: string | null, SubTitle: string | null, destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null> };

export type ProductV2QueryVariables = Exact<{
  slug: string;
  brandName: string;
  isInfoHubPage?: boolean | null | undefined;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type ProductV2Query = { productsV2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, productHero: { TickerBanner: string | null, heroTextSection: { Title: string, TagLine: string | null, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } } | null, SeoDetails: { Title: string, Description: string | null } | null, experience: { documentId: string, Name: string, Slug: string } | null, Sections: Array<
      | { __typename: 'ComponentBlocksCheckList', id: string, rank: number | null, Title: string | null, IntroText: string | null, Items: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null }
      | { __typename: 'ComponentBlocksCostSection', id: string, rank: number | null, Title: string | null, PriceLocale: string | null, Currency: string | null, TotalPrice: number | null, PaymentStages: Array<{ id: string, Text: string, TooltipText: string | null, Price: number } | null> | null, Button: { id: string, Text: string, URL: string } | null, Inclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null, Exclusions: Array<{ id: string, Text: string | null, Rank: number | null } | null> | null }
      | { __typename: 'ComponentBlocksCrossSell', id: string, rank: number | null, Title: string | null, SubTitle: string | null, destinations: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, experiences: Array<{ documentId: string, Name: string, Slug: string, TagLine: string | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, products_v2: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, IsInfoHubPage: boolean | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { heroTextSection: { Title: string, IntroText: string | null, backgroundImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null>, travel_guides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null> }
      | { __typename: 'ComponentBlocksFaq', id: string, rank: number | null, Title: string | null, Questions: Array<{ id: string, Question: string, Answer: string } | null> | null }
      | { __typename: 'ComponentBlocksImageGrid', id: string, rank: number | null, Title: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> }
      | { __typename: 'ComponentBlocksInfoBanner', id: string, rank: number | null, Title: string | null, Body: string | null, ButtonText: string | null, ButtonLink: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null }
      | { __typename: 'ComponentBlocksMediaDisplay', id: string, rank: number | null, Title: string | null, Body: string | null, Media: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> }
      | { __typename: 'ComponentBlocksOfferBanner', id: string, rank: number | null, Title: string | null, Subtitle: string | null, IntroText: string | null, LogoLink: string | null, ButtonText: string | null, ButtonLink: string | null, PromotionLogo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Background: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null }
      | { __typename: 'ComponentBlocksPriceSection', id: string, rank: number | null, Title: string | null, SubTitle: string | null, Price: number | null, Currency: string | null, PriceCTAText: string | null, Information: string | null, SummaryLine: string | null, VerticalImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null }
      | { __typename: 'ComponentBlocksProcessTimeline', id: string, rank: number | null, Title: string | null, Steps: Array<{ id: string, Title: string, Body: string | null, TimeFrame: string | null } | null> | null }
      | { __typename: 'ComponentBlocksRichText', id: string, rank: number | null, Title: string | null, Body: string | null }
      | { __typename: 'ComponentBlocksTestimonials', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Quote: string, Name: string, Role: string | null, Rating: number | null, Photo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null }
      | { __typename: 'ComponentBlocksTop5List', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Body: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null }
      | { __typename: 'ComponentBlocksUspList', id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Text: string | null, Icon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null }
      | { __typename: 'ComponentBlocksVideoDisplay', id: string, rank: number | null, TagLine: string | null, Title: string | null, SubTitle: string | null, Body: string | null, VideoTitle: string | null, VideoUrl: string | null, ButtonText1: string | null, Button1Link: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null }
      | { __typename: 'Error' }
     | null> | null, BookNowFloatingBanner: { id: string, Text: string | null, ButtonText: string, ButtonLink: string } | null, HanoverBookingLinks: Array<{ id: string, name: string, url: string } | null> | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null> };

export type BrandsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandsQuery = { brands: Array<{ documentId: string, Name: string, Slug: string, countries: Array<{ documentId: string, CountryCode: string, CountryLocale: string | null } | null>, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null, FavIcon: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, SocialShareImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, OrganizationData: { Name: string, Description: string | null, FoundingDate: string | null, Address: { Street: string | null, City: string | null, Region: string | null, PostalCode: string | null, Country: string | null } | null, ContactPoints: Array<{ Telephone: string | null, Email: string | null, CountryCode: string | null, ContactType: string | null } | null> | null } | null } } | null> };

export type BrandSiteSettingsQueryVariables = Exact<{
  brandName: string;
}>;


export type BrandSiteSettingsQuery = { brandSettings: Array<{ documentId: string, Appearance: { ImageTransition: Enum_Componentsettingsappearance_Imagetransition | null, HeaderLogos: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, HeaderMenu: Array<{ id: string, Label: string, URL: string | null, rank: number | null, Children: Array<{ id: string, Text: string, URL: string } | null> | null } | null> | null, Fonts: { Heading1: { Name: string | null, Weight: number | null } | null, Heading2: { Name: string | null, Weight: number | null } | null, Heading3: { Name: string | null, Weight: number | null } | null, Heading4: { Name: string | null, Weight: number | null } | null, Heading5: { Name: string | null, Weight: number | null } | null, Heading6: { Name: string | null, Weight: number | null } | null, Body1: { Name: string | null, Weight: number | null } | null, Body2: { Name: string | null, Weight: number | null } | null, Button: { Name: string | null, Weight: number | null } | null } | null, Colours: { Primary: string | null, Secondary: string | null, Accent: string | null, Background: string | null, Surface: string | null, Text: string | null, MutedText: string | null } | null, UrgentNewsBanner: { Enabled: boolean | null, Text: string | null, LinkText: string | null, LinkURL: string | null } | null } | null, Navigation: { FooterLogos: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, FooterMenu: Array<{ id: string, Title: string, Links: Array<{ id: string, Text: string, URL: string } | null> | null } | null> | null, Social: Array<{ id: string, Network: Enum_Componentsettingssociallink_Network, URL: string } | null> | null, AffiliateLinks: Array<{ id: string, Link: string | null, Variant: Enum_Componentsettingslogo_Variant | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } } | null> | null, SubFooter: { Text: string | null, Links: Array<{ id: string, Text: string, URL: string } | null> | null } | null, AutomatedMenuItems: Array<{ id: string, Label: string, Source: Enum_Componentsettingsautomatedmenuitem_Source, rank: number | null } | null> | null, MyBookingLink: { id: string, Text: string, URL: string } | null } | null, Newsletter: { ListId: string | null, EmailTemplateId: string | null, Title: string | null, Text: string | null, ButtonText: string | null, SuccessText: string | null, PrivacyCheckboxText: string | null } | null, CookiePolicyNotification: { Text: string | null, AcceptButtonText: string | null, RejectButtonText: string | null } | null, ChatWidget: { Token: string | null, Host: string | null, WidgetId: string | null } | null, Embeds: { FormEmbeds: Array<{ id: string, Name: string, Provider: string | null, EmbedUrl: string, Placement: string | null } | null> | null, ReviewsWidgets: Array<{ id: string, Name: string, Provider: string | null, WidgetId: string, Placement: string | null } | null> | null } | null } | null> };

export type CountryListQueryVariables = Exact<{ [key: string]: never; }>;


export type CountryListQuery = { countries: Array<{ documentId: string, CountryCode: string, CountryCodeAlpha3: string | null, CountryName: string, Color: string | null, Slug: string, CountryLocale: string | null, FlagImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> };

export type AutomatedMenuQueryVariables = Exact<{
  brandName: string;
  destinations: boolean;
  experiences: boolean;
  travelGuides: boolean;
  blog: boolean;
  infoBlogs: boolean;
  events: boolean;
  news: boolean;
  jobs: boolean;
  travelEssentials: boolean;
}>;


export type AutomatedMenuQuery = { destinations?: Array<{ documentId: string, Name: string, Slug: string } | null>, experiences?: Array<{ documentId: string, Name: string, Slug: string } | null>, travelGuides?: Array<{ documentId: string, Name: string, Slug: string } | null>, blog?: Array<{ documentId: string, Title: string, Slug: string } | null>, infoBlogs?: Array<{ documentId: string, Title: string, Slug: string } | null>, events?: Array<{ documentId: string, Title: string, DateOfEvent: string } | null>, newsItems?: Array<{ documentId: string, title: string } | null>, jobPages?: Array<{ documentId: string, jobs: Array<{ documentId: string, Title: string } | null> } | null>, travelEssentials?: Array<{ documentId: string, Title: string } | null> };

export type BrandWordsQueryVariables = Exact<{
  brandName: string;
}>;


export type BrandWordsQuery = { brandSettings: Array<{ documentId: string, BookingHosts: string | null, SectionNames: { Destinations: string | null, Experiences: string | null, Programmes: string | null, TravelGuides: string | null, InfoHub: string | null, Blog: string | null, TravelEssentials: string | null, Events: string | null, News: string | null, Jobs: string | null } | null } | null> };

export type SitemapEntriesQueryVariables = Exact<{
  brandName: string;
  start: number;
}>;


export type SitemapEntriesQuery = { staticPagesV2: Array<{ documentId: string, PageName: string, updatedAt: string | null } | null>, blogPosts: Array<{ documentId: string, Slug: string, IsInfoBlog: boolean | null, updatedAt: string | null, blog_types: Array<{ documentId: string, Slug: string } | null> } | null>, destinations: Array<{ documentId: string, Slug: string, updatedAt: string | null } | null>, experiences: Array<{ documentId: string, Slug: string, updatedAt: string | null } | null>, travelGuides: Array<{ documentId: string, Slug: string, updatedAt: string | null } | null>, products: Array<{ documentId: string, Slug: string, updatedAt: string | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null>, productsV2: Array<{ documentId: string, Slug: string, IsInfoHubPage: boolean | null, updatedAt: string | null, experience: { documentId: string, Slug: string } | null, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null>, productHero: { id: string } | null } | null>, jobPages: Array<{ documentId: string, updatedAt: string | null } | null>, sitemapPages: Array<{ documentId: string, updatedAt: string | null } | null>, events: Array<{ documentId: string, updatedAt: string | null } | null>, newsItems: Array<{ documentId: string, updatedAt: string | null } | null>, travelEssentials: Array<{ documentId: string, updatedAt: string | null, categories: Array<{ documentId: string, Slug: string } | null> } | null> };

export type TravelGuideQueryVariables = Exact<{
  brandName: string;
  travelGuideSlug: string;
  publicationStatus?: PublicationStatus | null | undefined;
}>;


export type TravelGuideQuery = { travelGuides: Array<{ documentId: string, Name: string, Slug: string, rank: number | null, Intro: string | null, Hero: { TagLine: string | null, Title: string | null, IntroText: string | null, SecondaryActionPrefixText: string | null, TickerBanner: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CallToAction: { id: string, Text: string, URL: string } | null, SecondaryAction: { id: string, Text: string, URL: string } | null } | null, SeoDetails: { Title: string, Description: string | null } | null, destination: { documentId: string, Name: string, Slug: string, rank: number | null, Hero: { Title: string | null, IntroText: string | null, BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, TileDetails: { Title: string | null, SubTitle: string | null, TitleMobile: string | null, LinkLabel: string | null } | null } | null, ContentGallery: { id: string, rank: number | null, Title: string | null, Images: Array<{ name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null> } | null, ContactUs: { id: string, rank: number | null, Title: string | null, Body: string | null, Email: string | null, Telephone: string | null, ButtonText: string | null, ButtonLink: string | null } | null, jobs: Array<{ documentId: string, Title: string, publishedAt: string | null, rank: number | null, AdditionalInfo: string | null, Pay: string | null, Duration: string | null, Benefits: string | null, Description: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Sticker: { Text: string, Color: string | null } | null, Location: { Name: string, GoogleMapsLink: string | null, CountryCode: string | null } | null, Logo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, CTAButtons: Array<{ id: string, Text: string, URL: string } | null> | null } | null>, Top5List: { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Title: string, Body: string | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null } | null, Testimonials: { id: string, rank: number | null, Title: string | null, Items: Array<{ id: string, Quote: string, Name: string, Role: string | null, Rating: number | null, Photo: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null> | null } | null, events: Array<{ documentId: string, Title: string, SubTitle: string | null, Body: string | null, DateOfEvent: string, Online: boolean | null, Venue: { Name: string, Street: string | null, City: string | null, PostalCode: string | null, CountryCode: string | null } | null, Image: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null, Button: { id: string, Text: string, URL: string } | null } | null>, blog_posts: Array<{ documentId: string, Title: string, SubTitle: string | null, Slug: string, IsInfoBlog: boolean | null, datePublished: string, MinsToRead: number | null, Hero: { BannerImage: { name: string, caption: string | null, alternativeText: string | null, url: string, width: number | null, height: number | null } | null } | null, blog_types: Array<{ documentId: string, Name: string, Slug: string } | null>, author: { documentId: string, FullName: string } | null } | null>, brands: Array<{ documentId: string, Name: string, Slug: string, SeoDetails: { SiteDomainName: string, SingleCountryBrand: boolean | null } } | null> } | null> };
