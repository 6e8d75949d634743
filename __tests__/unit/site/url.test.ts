import { isExternalHref, safeHref, toAction, toLinkAction } from '@/lib/url';

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

describe('toAction / toLinkAction: a button from CMS fields', () => {
  it('is the trimmed label and the safe link', () => {
    expect(toAction('  Apply now ', ' /apply ')).toEqual({ text: 'Apply now', url: '/apply' });
    expect(toLinkAction({ Text: 'Book', URL: 'https://book.example/x' })).toEqual({
      text: 'Book',
      url: 'https://book.example/x',
    });
  });

  it.each<[string, string | null, string | null]>([
    ['no label', '  ', '/apply'],
    ['no link', 'Apply', null],
    ['an unsafe link', 'Apply', 'javascript:alert(1)'],
    ['a data: link', 'Apply', 'data:text/html,<script>alert(1)</script>'],
  ])('is null with %s (a button that goes nowhere is no button)', (_kind, label, href) => {
    expect(toAction(label, href)).toBeNull();
    expect(toLinkAction({ Text: label, URL: href })).toBeNull();
  });
});
