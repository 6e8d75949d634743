import { isProductPage } from '../../../lib/content/product';

describe('isProductPage (docs/content-rules.md §2 "recognised as a product page when its data carries a productHero field")', () => {
  const inherited = Object.create({ productHero: { title: 'from prototype' } }) as object;

  it.each<[string, unknown, boolean]>([
    ['data with a productHero object', { productHero: { heroTextSection: { backgroundImage: null } } }, true],
    ['data with an empty productHero object', { productHero: {} }, true],
    ['data with a productHero of false (present, not null)', { productHero: false }, true],
    ['data with a productHero of 0', { productHero: 0 }, true],
    ['data with a productHero of empty string', { productHero: '' }, true],
    ['data with a productHero next to other fields', { Name: 'Camp', Slug: 'camp', productHero: [] }, true],
    ['data with productHero null', { productHero: null }, false],
    ['data with productHero undefined', { productHero: undefined }, false],
    ['data without productHero', { Hero: { Title: 'Legacy product' } }, false],
    ['a differently cased ProductHero', { ProductHero: {} }, false],
    ['productHero nested deeper does not count', { product: { productHero: {} } }, false],
    ['an inherited productHero does not count', inherited, false],
    ['an empty object', {}, false],
    ['null', null, false],
    ['undefined', undefined, false],
    ['a string', 'productHero', false],
    ['a number', 1, false],
    ['an array', [{ productHero: {} }], false],
  ])('%s → %s', (_rule, data, expected) => {
    expect(isProductPage(data)).toBe(expected);
  });
});
