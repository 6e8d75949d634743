import * as content from '../../../lib/content';

describe('lib/content index', () => {
  it.each([
    'buildContentLink',
    'replaceCountryCode',
    'normalisePath',
    'buildTrackingQuery',
    'truncate',
    'formatTag',
    'nullIfEmpty',
    'toList',
    'formatDate',
    'groupByMonth',
    'sortByRank',
    'isProductPage',
  ])('re-exports %s as a function', (name) => {
    expect(typeof (content as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports exactly the agreed functions', () => {
    expect(Object.keys(content).sort()).toEqual(
      [
        'buildContentLink',
        'buildTrackingQuery',
        'formatDate',
        'formatTag',
        'groupByMonth',
        'isProductPage',
        'normalisePath',
        'nullIfEmpty',
        'replaceCountryCode',
        'sortByRank',
        'toList',
        'truncate',
      ].sort(),
    );
  });
});
