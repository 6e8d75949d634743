import type { AdminView } from './admin-views';
import { AUTHOR_VIEW } from '../api/author/content-types/author/admin-view';
import { BLOG_POST_VIEW } from '../api/blog-post/content-types/blog-post/admin-view';
import { BLOG_TYPE_VIEW } from '../api/blog-type/content-types/blog-type/admin-view';
import { BRAND_VIEW } from '../api/brand/content-types/brand/admin-view';
import { BRAND_SETTING_VIEW } from '../api/brand-setting/content-types/brand-setting/admin-view';
import { COUNTRY_VIEW } from '../api/country/content-types/country/admin-view';
import { DESTINATION_VIEW } from '../api/destination/content-types/destination/admin-view';
import { EVENT_VIEW } from '../api/event/content-types/event/admin-view';
import { EXPERIENCE_VIEW } from '../api/experience/content-types/experience/admin-view';
import { JOB_VIEW } from '../api/job/content-types/job/admin-view';
import { JOB_PAGE_VIEW } from '../api/job-page/content-types/job-page/admin-view';
import { NEWS_ITEM_VIEW } from '../api/news-item/content-types/news-item/admin-view';
import { NEWSLETTER_SIGNUP_VIEW } from '../api/newsletter-signup/content-types/newsletter-signup/admin-view';
import { PRODUCT_VIEW } from '../api/product/content-types/product/admin-view';
import { PRODUCT_V2_VIEW } from '../api/product-v2/content-types/product-v2/admin-view';
import { SITEMAP_PAGE_VIEW } from '../api/sitemap-page/content-types/sitemap-page/admin-view';
import { STATIC_PAGE_V2_VIEW } from '../api/static-page-v2/content-types/static-page-v2/admin-view';
import { TRAVEL_ESSENTIAL_VIEW } from '../api/travel-essential/content-types/travel-essential/admin-view';
import { TRAVEL_ESSENTIAL_CATEGORY_VIEW } from '../api/travel-essential-category/content-types/travel-essential-category/admin-view';
import { TRAVEL_GUIDE_VIEW } from '../api/travel-guide/content-types/travel-guide/admin-view';

/**
 * Every content type's admin view, each kept next to its schema (api/<type>/content-types/<type>/
 * admin-view.ts). __tests__/unit/cms/admin-views.test.ts fails when a type or a field has none.
 */
export const CONTENT_TYPE_VIEWS: Record<string, AdminView> = {
  'api::author.author': AUTHOR_VIEW,
  'api::blog-post.blog-post': BLOG_POST_VIEW,
  'api::blog-type.blog-type': BLOG_TYPE_VIEW,
  'api::brand.brand': BRAND_VIEW,
  'api::brand-setting.brand-setting': BRAND_SETTING_VIEW,
  'api::country.country': COUNTRY_VIEW,
  'api::destination.destination': DESTINATION_VIEW,
  'api::event.event': EVENT_VIEW,
  'api::experience.experience': EXPERIENCE_VIEW,
  'api::job.job': JOB_VIEW,
  'api::job-page.job-page': JOB_PAGE_VIEW,
  'api::news-item.news-item': NEWS_ITEM_VIEW,
  'api::newsletter-signup.newsletter-signup': NEWSLETTER_SIGNUP_VIEW,
  'api::product.product': PRODUCT_VIEW,
  'api::product-v2.product-v2': PRODUCT_V2_VIEW,
  'api::sitemap-page.sitemap-page': SITEMAP_PAGE_VIEW,
  'api::static-page-v2.static-page-v2': STATIC_PAGE_V2_VIEW,
  'api::travel-essential.travel-essential': TRAVEL_ESSENTIAL_VIEW,
  'api::travel-essential-category.travel-essential-category': TRAVEL_ESSENTIAL_CATEGORY_VIEW,
  'api::travel-guide.travel-guide': TRAVEL_GUIDE_VIEW,
};
