import type {
  DestinationTileFragment,
  ExperienceTileFragment,
  ProductTileFragment,
  ProductV2TileFragment,
  TileDetailsFragment,
  TravelGuideTileFragment,
} from '@/graphql/generated/graphql';
import { truncate } from '@/lib/content/text';
import { pageHref, productHref } from '@/lib/links';
import { toMedia, type Media } from '@/lib/media';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';
import type { TileView } from '@/components/ui/ContentTile';
import type { BlockContext } from './types';
import { text } from '@/lib/content/values';

/** The item's own text shown when its tile details give no subtitle, with where it is edited. */
interface FallbackSubTitle {
  value: string | null | undefined;
  src: FieldSources<'subTitle'> | undefined;
}

const SUBTITLE_LENGTH = 110;

function tile(
  key: string,
  item: { Name: string },
  details: TileDetailsFragment | null | undefined,
  fallback: FallbackSubTitle,
  href: string,
  image: Media | null,
  defaultLabel: string,
): TileView {
  const title = text(details?.Title);
  const subTitle = text(details?.SubTitle);
  // A link label written for another brand (an item shared with it, linked to its site) is in that
  // brand's words and spelling ("View program" on a site that says "programme"): the site's own shows.
  const linkLabel = /^https?:/i.test(href) ? null : text(details?.LinkLabel);
  const fallbackText = fallback.value ? fallback.value.trim() : null;
  const shortened = fallbackText !== null ? truncate(fallbackText, SUBTITLE_LENGTH) : null;
  const detailsSrc = fieldSources(details, {
    title: 'Title',
    titleMobile: 'TitleMobile',
    subTitle: 'SubTitle',
    linkLabel: 'LinkLabel',
  });
  const nameSrc = fieldSources(item, { title: 'Name' });
  return {
    key,
    title: title ?? item.Name,
    titleMobile: text(details?.TitleMobile),
    subTitle: subTitle ?? shortened,
    linkLabel: linkLabel ?? defaultLabel,
    href,
    image,
    // The item is placed (draft mode) or none of its parts is.
    src: nameSrc
      ? {
          title: title ? detailsSrc?.title : nameSrc.title,
          titleMobile: detailsSrc?.titleMobile,
          // A shortened intro is not the field's value: the editor edits it on the item's own page.
          ...(subTitle ? { subTitle: detailsSrc?.subTitle } : shortened === fallbackText ? fallback.src : {}),
          linkLabel: linkLabel ? detailsSrc?.linkLabel : undefined,
        }
      : undefined,
  };
}

export const destinationTile = (item: DestinationTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item,
    item.TileDetails,
    { value: item.Hero?.IntroText, src: fieldSources(item.Hero, { subTitle: 'IntroText' }) },
    pageHref('destination', item.Slug, null, context),
    toMedia(item.Hero?.BannerImage),
    'Explore',
  );

export const experienceTile = (item: ExperienceTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item,
    item.TileDetails,
    { value: item.TagLine, src: fieldSources(item, { subTitle: 'TagLine' }) },
    pageHref('experience', item.Slug, null, context),
    toMedia(item.Hero?.BannerImage),
    'Discover',
  );

export const travelGuideTile = (item: TravelGuideTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item,
    item.TileDetails,
    { value: null, src: undefined },
    pageHref('travel-guide', item.Slug, null, context),
    toMedia(item.Hero?.BannerImage),
    'Read the guide',
  );

export const productTile = (item: ProductTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item,
    item.TileDetails,
    { value: item.Hero?.IntroText, src: fieldSources(item.Hero, { subTitle: 'IntroText' }) },
    productHref(item, context),
    toMedia(item.Hero?.BannerImage),
    'View programme',
  );

export const productV2Tile = (item: ProductV2TileFragment, context: BlockContext): TileView => {
  const intro = item.productHero?.heroTextSection;
  return tile(
    item.documentId,
    item,
    item.TileDetails,
    { value: intro?.IntroText, src: fieldSources(intro, { subTitle: 'IntroText' }) },
    productHref(item, context),
    toMedia(intro?.backgroundImage),
    item.IsInfoHubPage ? 'Read more' : 'View programme',
  );
};
