import { gql } from '@apollo/client';
import { createCache } from '@/lib/cms/apollo-cache';

// A page reads its data back from the cache (cache-only). When a later query of the same request
// (a tile list, the automated menu) selects fewer fields of the same component or image, the page's
// own read must still find everything, or the page renders empty.
const PAGE = gql`
  query Page {
    travelGuides(filters: { Slug: { eq: "banff" } }) {
      documentId
      Name
      Hero {
        Title
        IntroText
        BannerImage {
          url
          alternativeText
          width
        }
      }
    }
  }
`;
const TILES = gql`
  query Tiles {
    travelGuides {
      documentId
      Hero {
        Title
        BannerImage {
          url
        }
      }
    }
  }
`;

const image = { __typename: 'UploadFile', url: '/uploads/banff.jpg', alternativeText: 'Peaks at dusk', width: 800 };
const guide = {
  __typename: 'TravelGuide',
  documentId: 'tg1',
  Name: 'Banff',
  Hero: { __typename: 'ComponentBlocksHero', Title: 'Banff', IntroText: 'Lakes and peaks', BannerImage: image },
};

describe('the page cache', () => {
  it('keeps the fields a page selected when another query selects fewer of the same component and image', () => {
    const cache = createCache();
    cache.writeQuery({ query: PAGE, data: { travelGuides: [guide] } });
    cache.writeQuery({
      query: TILES,
      data: {
        travelGuides: [
          {
            __typename: 'TravelGuide',
            documentId: 'tg1',
            Hero: {
              __typename: 'ComponentBlocksHero',
              Title: 'Banff',
              BannerImage: { __typename: 'UploadFile', url: image.url },
            },
          },
        ],
      },
    });
    expect(cache.readQuery({ query: PAGE })).toEqual({ travelGuides: [guide] });
  });

  it('takes the newer value of a field both queries selected', () => {
    const cache = createCache();
    cache.writeQuery({ query: PAGE, data: { travelGuides: [guide] } });
    cache.writeQuery({
      query: TILES,
      data: {
        travelGuides: [
          {
            __typename: 'TravelGuide',
            documentId: 'tg1',
            Hero: {
              __typename: 'ComponentBlocksHero',
              Title: 'Banff in winter',
              BannerImage: { __typename: 'UploadFile', url: '/uploads/snow.jpg' },
            },
          },
        ],
      },
    });
    const read = cache.readQuery<{ travelGuides: (typeof guide)[] }>({ query: PAGE });
    expect(read?.travelGuides[0].Hero.Title).toBe('Banff in winter');
    expect(read?.travelGuides[0].Hero.BannerImage.url).toBe('/uploads/snow.jpg');
  });
});
