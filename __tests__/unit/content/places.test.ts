import { placeName, wherePhrase } from '../../../lib/content/places';

describe('place names in generated headings (docs/content-rules.md "Place names")', () => {
  it.each<[string, string, string]>([
    ['an initialism takes "the"', 'USA', 'in the USA'],
    ['a two-letter initialism', 'UK', 'in the UK'],
    ['an initialism with dots', 'U.S.', 'in the U.S.'],
    ['a "United …" country', 'United States', 'in the United States'],
    ['a republic', 'Republic of Ireland', 'in the Republic of Ireland'],
    ['a plural range from the table', 'Adirondacks', 'in the Adirondacks'],
    ['a country from the table', 'Netherlands', 'in the Netherlands'],
    ['the table ignores case', 'canadian rockies', 'in the canadian rockies'],
    ['an editor\'s own "The" is kept, lower case mid-sentence', 'The Catskills', 'in the Catskills'],
    ['a mountain range by its last word', 'Blue Mountains', 'in the Blue Mountains'],
    ['a coast is "on the"', 'Gold Coast', 'on the Gold Coast'],
    ['an island is "on"', 'Vancouver Island', 'on Vancouver Island'],
    ['islands are "in the"', 'Whitsunday Islands', 'in the Whitsunday Islands'],
    ['a camp is "at"', 'Camp Tall Pines', 'at Camp Tall Pines'],
    ['a resort is "at"', 'Sunshine Village Resort', 'at Sunshine Village Resort'],
    ['a town takes nothing', 'Banff', 'in Banff'],
    ['a country takes nothing', 'Australia', 'in Australia'],
    ['a name ending in s is not a plural range', 'Los Angeles', 'in Los Angeles'],
    ['a region with a comma', 'Cairns, Queensland', 'in Cairns, Queensland'],
    ['a capitalised word is not an initialism', 'Maine', 'in Maine'],
    ['a name that only starts like a compass point', 'East Coast Australia', 'in East Coast Australia'],
    ['surrounding spaces go', '  Ireland ', 'in Ireland'],
  ])('%s: %s → %s', (_rule, name, expected) => {
    expect(wherePhrase(name)).toBe(expected);
  });

  it.each<[string, string]>([
    ['USA', 'the USA'],
    ['Banff', 'Banff'],
    ['The Catskills', 'the Catskills'],
    ['Philippines', 'the Philippines'],
    ['Timberline', 'Timberline'],
  ])('placeName(%s) → %s', (name, expected) => {
    expect(placeName(name)).toBe(expected);
  });
});
