/**
 * Text rules (docs/content-rules.md §5 "Validation rules" 1–2, §3 "Tag item").
 *
 * Pure functions: no React, no I/O, no dependencies.
 */

/** Punctuation dropped (once) from the end of a truncated text (docs/content-rules.md §5.1). */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', '-', '–', '—']);

/** The Markdown bold marker balanced after truncation (docs/content-rules.md §5.2). */
const BOLD = '**';

const isSpace = (char: string | undefined): boolean => char !== undefined && /\s/u.test(char);

/**
 * Truncates a text (docs/content-rules.md §5.1 and §5.2).
 *
 * - Lengths are counted in Unicode code points (not UTF-16 units), so an emoji or other astral character is
 *   never split in half. (A grapheme made of several code points — a flag, a ZWJ emoji sequence, a letter
 *   with a separate combining accent — counts as several.) A non-integer length is floored.
 * - A non-positive (or NaN) length gives ''. A text not longer than `length` is returned unchanged
 *   (including its `**` markers, since §5.2 applies "after truncation").
 * - Otherwise the text is cut at `length` code points and backed up to the previous whitespace character
 *   (space, tab or newline). The cut is kept as is when it already falls on a word boundary (the next
 *   character is whitespace), so a complete last word is not dropped; it is also kept (hard cut) when the
 *   cut part has no whitespace, or when backing up would leave nothing but whitespace.
 * - Trailing whitespace is trimmed, ONE trailing punctuation character (`. , ; : ! ? - – —`) is dropped, and
 *   whitespace that this uncovers is trimmed too.
 * - If the number of `**` markers (counted left to right, without overlap: `***` holds one) is odd, a
 *   closing `**` is appended.
 * - No ellipsis is added.
 */
export function truncate(text: string, length: number): string {
  if (typeof text !== 'string') return '';
  const limit = Math.floor(length);
  if (!(limit > 0)) return '';

  const chars = Array.from(text);
  if (chars.length <= limit) return text;

  const hardCut = chars.slice(0, limit);
  let kept = hardCut;
  if (!isSpace(chars[limit])) {
    let index = hardCut.length - 1;
    while (index >= 0 && !isSpace(hardCut[index])) index -= 1;
    const backedUp = hardCut.slice(0, Math.max(index, 0));
    if (index >= 0 && backedUp.join('').trim() !== '') kept = backedUp;
  }

  let result = kept.join('').replace(/\s+$/u, '');
  const last = Array.from(result).pop();
  if (last !== undefined && TRAILING_PUNCTUATION.has(last)) {
    result = result.slice(0, -last.length).replace(/\s+$/u, '');
  }

  const markers = result.split(BOLD).length - 1;
  return markers % 2 === 1 ? `${result}${BOLD}` : result;
}

/**
 * Shows a tag item's slug as a hashtag (docs/content-rules.md §3 "Tag item: slug, shown as a hashtag with hyphens removed
 * and upper-cased"): `summer-camp` → `#SUMMERCAMP`.
 *
 * The slug is trimmed, every hyphen (`-`) is removed and the rest is upper-cased with the locale-independent
 * `toUpperCase` (`café` → `CAFÉ`). A slug that is empty once trimmed and stripped of hyphens gives ''.
 * Nothing else is removed (no other characters are special-cased).
 */
export function formatTag(slug: string): string {
  const body = typeof slug === 'string' ? slug.trim().replace(/-/g, '').toUpperCase() : '';
  return body === '' ? '' : `#${body}`;
}
