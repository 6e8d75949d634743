import { formatTag, truncate } from '../../../lib/content/text';

describe('truncate (docs/content-rules.md §5.1–2)', () => {
  it.each<[string, string, number, string]>([
    // unchanged
    ['a text shorter than the length is unchanged', 'Short text.', 50, 'Short text.'],
    ['a text exactly at the length is unchanged (punctuation kept)', 'Hello world.', 12, 'Hello world.'],
    ['an unchanged text keeps an odd ** (only truncation balances)', 'A **bold', 20, 'A **bold'],
    ['an empty text stays empty', '', 10, ''],
    // non-positive length
    ['length 0 gives empty', 'Hello', 0, ''],
    ['a negative length gives empty', 'Hello', -3, ''],
    ['a NaN length gives empty', 'Hello', Number.NaN, ''],
    ['a fractional length is floored', 'Hello world', 5.9, 'Hello'],
    // cut and back up
    ['cuts inside a word and backs up to the previous space', 'The quick brown fox', 12, 'The quick'],
    ['a cut right before a space keeps the whole last word', 'The quick brown fox', 9, 'The quick'],
    ['a cut right after a space trims the trailing space', 'The quick brown fox', 10, 'The quick'],
    ['no space before the cut keeps the hard cut', 'Supercalifragilistic expialidocious', 5, 'Super'],
    ['a single long word keeps the hard cut', 'Antidisestablishmentarianism', 10, 'Antidisest'],
    ['a leading space only: keeps the hard cut instead of nothing', ' Supercalifragilistic', 6, ' Super'],
    ['backs up to a newline as well', 'First line\nsecond line', 13, 'First line'],
    ['backs up to a tab as well', 'First\tsecond', 8, 'First'],
    ['collapses trailing whitespace after backing up', 'Word   another', 10, 'Word'],
    // trailing punctuation
    ['drops a trailing full stop', 'Hello world. More text here', 14, 'Hello world'],
    ['drops a trailing comma', 'Hello, world', 8, 'Hello'],
    ['drops a trailing semicolon', 'One; two', 5, 'One'],
    ['drops a trailing colon', 'Note: this', 7, 'Note'],
    ['drops a trailing exclamation mark', 'Wow! Amazing', 7, 'Wow'],
    ['drops a trailing question mark', 'Why? Because', 7, 'Why'],
    ['drops a trailing hyphen', 'Well- known', 8, 'Well'],
    ['drops a trailing en dash', 'Summer– winter', 9, 'Summer'],
    ['drops a trailing em dash', 'Summer— winter', 9, 'Summer'],
    ['drops only ONE punctuation character', 'Wait... what', 9, 'Wait..'],
    ['drops only one of ?!', 'Really?! Yes', 10, 'Really?'],
    ['trims the space uncovered by the dropped punctuation', 'Camps - and more', 9, 'Camps'],
    ['keeps other trailing characters (closing bracket)', 'See (below) for more', 13, 'See (below)'],
    ['a hard cut ending in punctuation drops it', 'Hello,world', 6, 'Hello'],
    // ** markers
    ['closes an odd ** marker', 'This is **really important** news', 20, 'This is **really**'],
    ['even ** markers are left alone', 'A **bold** word and more', 15, 'A **bold** word'],
    ['three markers (odd) get a closing one', '**a** and **b c d', 14, '**a** and **b**'],
    [
      'nested single * inside ** counts only **',
      '**Bold with *italic* inside** and more',
      20,
      '**Bold with *italic***',
    ],
    ['*** counts as one ** marker (two in all: even)', '***Both*** styles here', 17, '***Both*** styles'],
    ['*** opening cut gets a closing **', '***Both styles here now', 14, '***Both styles**'],
    ['punctuation is dropped before the closing ** is added', 'Go **now, please', 11, 'Go **now**'],
    ['a hard cut inside a bold word is closed', '**Supercalifragilistic**', 7, '**Super**'],
    // unicode
    ['an emoji is never split (code points)', 'Hi 😀😀😀 there', 6, 'Hi 😀😀😀'],
    ['emoji are not spaces: a cut between emoji backs up to the space', 'Hi 😀😀😀 there', 5, 'Hi'],
    ['emoji count as one character each', '😀😀😀😀', 2, '😀😀'],
    ['an emoji exactly at the length is unchanged', '😀😀', 2, '😀😀'],
    ['accented letters count as one character', 'Café crème brûlée', 10, 'Café crème'],
    ['backs up over accented words', 'Été à Montréal', 9, 'Été à'],
    ['astral letters count as one (𝒜 is 2 UTF-16 units)', '𝒜𝒜𝒜 𝒜𝒜', 4, '𝒜𝒜𝒜'],
  ])('%s', (_rule, text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });

  it('never produces a lone surrogate', () => {
    const result = truncate('😀'.repeat(10), 3);
    expect(result).toBe('😀😀😀');
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(result)).toBe(false);
  });
});

describe('formatTag (docs/content-rules.md §3 tag item)', () => {
  it.each<[string, string, string]>([
    ['a hyphenated slug becomes an upper-case hashtag', 'summer-camp', '#SUMMERCAMP'],
    ['several hyphens are all removed', 'work-and-travel-usa', '#WORKANDTRAVELUSA'],
    ['consecutive hyphens are removed', 'ski--season', '#SKISEASON'],
    ['a slug without hyphens', 'travel', '#TRAVEL'],
    ['surrounding whitespace is trimmed', '  gap-year \n', '#GAPYEAR'],
    ['digits are kept', 'top-5-tips', '#TOP5TIPS'],
    ['underscores are kept', 'snow_sports', '#SNOW_SPORTS'],
    ['accented letters are upper-cased', 'café-crème', '#CAFÉCRÈME'],
    ['emoji are kept', 'sun-☀️', '#SUN☀️'],
    ['an empty slug gives empty', '', ''],
    ['a whitespace-only slug gives empty', '   ', ''],
    ['a slug of hyphens only gives empty', '---', ''],
  ])('%s', (_rule, slug, expected) => {
    expect(formatTag(slug)).toBe(expected);
  });
});
