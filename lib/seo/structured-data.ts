import { absoluteUrl } from '@/lib/url';
import type {
  BlogPosting,
  BreadcrumbList,
  Event,
  FAQPage,
  JobPosting,
  Organization,
  Place,
  PostalAddress,
  Product,
  Thing,
  VirtualLocation,
  WithContext,
} from 'schema-dts';
import type { Brand } from '@/lib/brand/types';
import type { Media } from '@/lib/media';

/**
 * Structured data (schema.org JSON-LD) for search engines, built from what a page shows. Each
 * builder returns null when the page lacks a property the search engines' documentation marks as
 * required for that type (Google Search Central, "Structured data" pages): incomplete markup is
 * an error in their reports, no markup is not. Pure: no React, no I/O.
 */

/** Where the page is: its brand, the brand's canonical origin (null when the CMS names no domain), its path. */
export interface LdPage {
  brand: Brand;
  origin: string | null;
  path: string;
}

type Ld<T extends Thing> = WithContext<T>;

const CONTEXT = 'https://schema.org' as const;

const pageUrl = (page: LdPage) => absoluteUrl(page.path, page.origin);

/**
 * Markdown (the CMS's rich text) as plain text: links and images keep their words, markers and
 * HTML tags go, whitespace collapses. Search engines show answers and descriptions as text.
 */
export function plainText(markdown: string | null | undefined): string {
  return (markdown ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const imageUrl = (media: Media | null | undefined, origin: string | null) =>
  media ? absoluteUrl(media.url, origin) : undefined;

/** The brand's organisation by reference inside another object (publisher, employer, organiser). */
function organizationRef({ brand, origin }: Pick<LdPage, 'brand' | 'origin'>) {
  return {
    '@type': 'Organization' as const,
    ...(origin ? { '@id': `${origin}/#organization`, url: `${origin}/` } : {}),
    name: brand.organization?.name || brand.name,
  };
}

/** The brand's organisation (from its OrganizationData, its header logo), on every page. */
export function organizationLd(brand: Brand, origin: string | null, logo?: Media | null): Ld<Organization> {
  const org = brand.organization;
  const address = org?.address;
  const postal: PostalAddress | undefined =
    address && Object.values(address).some(Boolean)
      ? {
          '@type': 'PostalAddress',
          ...(address.street ? { streetAddress: address.street } : {}),
          ...(address.city ? { addressLocality: address.city } : {}),
          ...(address.region ? { addressRegion: address.region } : {}),
          ...(address.postalCode ? { postalCode: address.postalCode } : {}),
          ...(address.country ? { addressCountry: address.country } : {}),
        }
      : undefined;
  const contactPoints = (org?.contactPoints ?? []).flatMap((point) =>
    point.telephone || point.email
      ? [
          {
            '@type': 'ContactPoint' as const,
            ...(point.telephone ? { telephone: point.telephone } : {}),
            ...(point.email ? { email: point.email } : {}),
            ...(point.contactType ? { contactType: point.contactType } : {}),
            ...(point.countryCode ? { areaServed: point.countryCode } : {}),
          },
        ]
      : [],
  );
  return {
    '@context': CONTEXT,
    ...organizationRef({ brand, origin }),
    ...(org?.description ? { description: org.description } : {}),
    ...(org?.foundingDate ? { foundingDate: org.foundingDate } : {}),
    ...(postal ? { address: postal } : {}),
    ...(contactPoints.length ? { contactPoint: contactPoints } : {}),
    ...(logo ? { logo: imageUrl(logo, origin) } : {}),
  };
}

export interface LdCrumb {
  label: string;
  href?: string;
}

/** Breadcrumbs as shown, the last one the page itself; needs two crumbs or more. */
export function breadcrumbListLd(crumbs: LdCrumb[], page: LdPage): Ld<BreadcrumbList> | null {
  const items = crumbs.filter((crumb) => crumb.label.trim());
  if (items.length < 2) return null;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label.trim(),
      item: index === items.length - 1 ? pageUrl(page) : absoluteUrl(crumb.href ?? page.path, page.origin),
    })),
  };
}

export interface LdArticle {
  headline: string;
  description?: string | null;
  /** ISO date or date-time. */
  datePublished: string;
  dateModified?: string | null;
  author?: { name: string } | null;
  image?: Media | null;
}

/** A blog post or information-hub article. */
export function blogPostingLd(article: LdArticle, page: LdPage): Ld<BlogPosting> | null {
  const headline = article.headline.trim();
  if (!headline || !article.datePublished) return null;
  const url = pageUrl(page);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: headline.slice(0, 110),
    ...(article.description ? { description: article.description } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified || article.datePublished,
    author: article.author ? { '@type': 'Person', name: article.author.name } : organizationRef(page),
    publisher: organizationRef(page),
    ...(article.image ? { image: imageUrl(article.image, page.origin) } : {}),
    url,
    mainEntityOfPage: url,
  };
}

export interface LdQuestion {
  question: string;
  /** Markdown. */
  answer: string;
}

/** The page's questions and answers (every FAQ block of the page, as one FAQPage). */
export function faqPageLd(questions: LdQuestion[]): Ld<FAQPage> | null {
  const entries = questions.flatMap(({ question, answer }) => {
    const name = question.trim();
    const text = plainText(answer);
    return name && text
      ? [{ '@type': 'Question' as const, name, acceptedAnswer: { '@type': 'Answer' as const, text } }]
      : [];
  });
  if (!entries.length) return null;
  return { '@context': CONTEXT, '@type': 'FAQPage', mainEntity: entries };
}

export interface LdJob {
  key: string;
  title: string;
  /** Markdown, like the next two: together they make the posting's description. */
  description: string | null;
  benefits?: string | null;
  additionalInfo?: string | null;
  datePosted: string | null;
  location: { name: string; countryCode: string | null } | null;
  image?: Media | null;
}

/**
 * A job, on the page that shows it in full (its entry on the jobs page). The employer is the brand
 * the job is offered through: the CMS names no other. Null without a posting date or a country.
 */
export function jobPostingLd(job: LdJob, page: LdPage): Ld<JobPosting> | null {
  const description = [job.description, job.benefits, job.additionalInfo].map(plainText).filter(Boolean).join('\n\n');
  const country = job.location?.countryCode;
  if (!job.title.trim() || !description || !job.datePosted || !job.location || !country) return null;
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title.trim(),
    description,
    datePosted: job.datePosted,
    hiringOrganization: organizationRef(page),
    jobLocation: {
      '@type': 'Place',
      name: job.location.name,
      address: { '@type': 'PostalAddress', addressLocality: job.location.name, addressCountry: country },
    },
    identifier: { '@type': 'PropertyValue', name: page.brand.name, value: job.key },
    url: `${pageUrl(page)}#job-${job.key}`,
    ...(job.image ? { image: imageUrl(job.image, page.origin) } : {}),
  };
}

export interface LdEvent {
  key: string;
  title: string;
  /** Markdown. */
  body?: string | null;
  date: { iso: string } | null;
  image?: Media | null;
  /** Where it takes place in person. */
  venue: {
    name: string;
    street: string | null;
    city: string | null;
    postalCode: string | null;
    countryCode: string | null;
  } | null;
  online: boolean;
}

/**
 * An event with its date and place: a venue with an address, and/or online, where the event's own
 * entry on the page is the place to find how to join (the CMS has no separate stream link).
 */
export function eventLd(event: LdEvent, page: LdPage): Ld<Event> | null {
  const venue = event.venue;
  const place: Place | null =
    venue && (venue.street || venue.city || venue.postalCode || venue.countryCode)
      ? {
          '@type': 'Place',
          name: venue.name,
          address: {
            '@type': 'PostalAddress',
            ...(venue.street ? { streetAddress: venue.street } : {}),
            ...(venue.city ? { addressLocality: venue.city } : {}),
            ...(venue.postalCode ? { postalCode: venue.postalCode } : {}),
            ...(venue.countryCode ? { addressCountry: venue.countryCode.toUpperCase() } : {}),
          },
        }
      : null;
  const url = `${pageUrl(page)}#event-${event.key}`;
  const virtual: VirtualLocation | null = event.online ? { '@type': 'VirtualLocation', url } : null;
  const locations: (Place | VirtualLocation)[] = [...(place ? [place] : []), ...(virtual ? [virtual] : [])];
  if (!event.title.trim() || !event.date || !locations.length) return null;
  const mode =
    place && virtual
      ? 'https://schema.org/MixedEventAttendanceMode'
      : virtual
        ? 'https://schema.org/OnlineEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode';
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: event.title.trim(),
    startDate: event.date.iso,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: mode,
    location: locations.length === 1 ? locations[0] : locations,
    organizer: organizationRef(page),
    ...(event.body ? { description: plainText(event.body) } : {}),
    ...(event.image ? { image: imageUrl(event.image, page.origin) } : {}),
    url,
  } as Ld<Event>;
}

export interface LdProduct {
  name: string;
  description?: string | null;
  image?: Media | null;
  /** The headline price as shown: the amount and its ISO 4217 currency. */
  offer: { price: number; currency: string } | null;
}

/** A product whose page shows a price: the product and its offer. Null without a price. */
export function productLd(product: LdProduct, page: LdPage): Ld<Product> | null {
  const { offer } = product;
  if (!product.name.trim() || !offer || !Number.isFinite(offer.price) || !/^[A-Z]{3}$/.test(offer.currency))
    return null;
  const url = pageUrl(page);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name.trim(),
    ...(product.description ? { description: product.description } : {}),
    ...(product.image ? { image: imageUrl(product.image, page.origin) } : {}),
    brand: { '@type': 'Brand', name: page.brand.name },
    url,
    offers: {
      '@type': 'Offer',
      price: offer.price,
      priceCurrency: offer.currency,
      url,
      seller: organizationRef(page),
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so no
 * content (a title holding `</script>`, an HTML comment) can end the script element or start
 * markup; U+2028/2029 escaped as well. JSON.parse reads the same object back.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
