/**
 * The page outline as screen-reader users move through it by headings: every heading that goes
 * more than one level below the one before it ("h1 → h3"), which the W3C checker reports as an
 * error. Empty when no level is skipped.
 */
export function skippedHeadingLevels(container: Element): string[] {
  const headings = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const skipped: string[] = [];
  let previous = 1; // a template sits under the page's h1 (its own, or the layout's)
  for (const heading of headings) {
    const level = Number(heading.tagName[1]);
    if (level > previous + 1) skipped.push(`h${previous} → h${level} "${heading.textContent?.trim()}"`);
    previous = level;
  }
  return skipped;
}
