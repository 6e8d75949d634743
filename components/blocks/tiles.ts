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
import type { BlockContext } from './types';
import { text } from '@/lib/content/values';

/** A content item shown as a tile (docs/content-rules.md §3 "Tile details": image, url and tile details). */
export interface TileView {
  key: string;
  title: string;
  /** Shown instead of the title on small screens (TileDetails.TitleMobile). */
  titleMobile: string | null;
  subTitle: string | null;
  linkLabel: string;
  href: string;
  image: Media | null;
}

function tile(
  key: string,
  name: string,
  details: TileDetailsFragment | null | undefined,
  fallbackSubTitle: string | null | undefined,
  href: string,
  image: Media | null,
  defaultLabel: string,
): TileView {
  return {
    key,
    title: text(details?.Title) ?? name,
    titleMobile: text(details?.TitleMobile),
    subTitle: text(details?.SubTitle) ?? (fallbackSubTitle ? truncate(fallbackSubTitle.trim(), 110) : null),
    linkLabel: text(details?.LinkLabel) ?? defaultLabel,
    href,
    image,
  };
}

export const destinationTile = (item: DestinationTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item.Name,
    item.TileDetails,
    item.Hero?.IntroText,
    pageHref('destination', item.Slug, null, context),
    toMedia(item.Hero?.BannerImage),
    'Explore',
  );

export const experienceTile = (item: ExperienceTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item.Name,
    item.TileDetails,
    item.TagLine,
    pageHref('experience', item.Slug, null, context),
    toMedia(item.Hero?.BannerImage),
    'Discover',
  );

export const travelGuideTile = (item: TravelGuideTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item.Name,
    item.TileDetails,
    null,
    pageHref('travel-guide', item.Slug, null, context),
    toMedia(item.Hero?.BannerImage),
    'Read the guide',
  );

export const productTile = (item: ProductTileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item.Name,
    item.TileDetails,
    item.Hero?.IntroText,
    productHref(item, context),
    toMedia(item.Hero?.BannerImage),
    'View programme',
  );

export const productV2Tile = (item: ProductV2TileFragment, context: BlockContext): TileView =>
  tile(
    item.documentId,
    item.Name,
    item.TileDetails,
    item.productHero?.heroTextSection?.IntroText,
    productHref(item, context),
    toMedia(item.productHero?.heroTextSection?.backgroundImage),
    item.IsInfoHubPage ? 'Read more' : 'View programme',
  );
