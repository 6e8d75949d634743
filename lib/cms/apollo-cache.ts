import { InMemoryCache, defaultDataIdFromObject } from '@apollo/client/cache';
import possibleTypesResult from '@/graphql/generated/possible-types';

/**
 * Objects with no identity of their own in the cache: Strapi components (stored inside the document
 * that holds them) and media (queried without documentId). Two queries of one page often select
 * different fields of the same one (a tile's Hero title and image, the page's whole Hero); merging
 * keeps both, where Apollo's default would let the later, smaller selection replace the earlier and
 * leave the page's cache-only read with missing fields (an empty page). The type names come from
 * the schema (GenericMorph lists every type), so a new component is covered without a change here.
 */
const embeddedTypes = [...new Set(Object.values(possibleTypesResult.possibleTypes).flat())].filter(
  (typename) => typename.startsWith('Component') || typename === 'UploadFile',
);
const typePolicies = Object.fromEntries(embeddedTypes.map((typename) => [typename, { merge: true }]));

/**
 * Strapi documents are identified by documentId (their numeric ids are not exposed); components
 * keep Apollo's default (__typename + id) when their id is selected, and merge otherwise.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Each cache is read a few times (a render, a preview refresh), never watched: memoizing every
    // read result (optimism's dependency tracking) costs more than it saves. On a phone it was a
    // third of the time the page's first read of its queries took.
    resultCaching: false,
    possibleTypes: possibleTypesResult.possibleTypes,
    typePolicies,
    dataIdFromObject(object, context) {
      if (typeof object.documentId === 'string' && object.__typename)
        return `${object.__typename}:${object.documentId}`;
      return defaultDataIdFromObject(object, context);
    },
  });
}
