import { isExternalHref, safeHref } from '@/lib/url';

describe('safeHref: only safe links from the CMS become links', () => {
  it.each([
    ['/about-us/', '/about-us/'],
    ['about-us/', 'about-us/'],
    ['#faq', '#faq'],
    ['?page=2', '?page=2'],
    ['https://www.bunac.org/work-canada', 'https://www.bunac.org/work-canada'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['tel:+441234567890', 'tel:+441234567890'],
  ])('%s is kept', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['//evil.example.com/phish'],
    [''],
    [null],
  ])('%s is refused', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('tells external links from internal ones', () => {
    expect(isExternalHref('https://maps.google.com/?q=x')).toBe(true);
    expect(isExternalHref('mailto:a@b.c')).toBe(true);
    expect(isExternalHref('/blog/')).toBe(false);
  });
});
