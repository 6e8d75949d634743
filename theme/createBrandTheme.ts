import { createTheme, responsiveFontSizes, type CSSObject, type PaletteColor, type Theme } from '@mui/material/styles';
import type { Appearance, ColourName, TextStyleName } from '@/lib/brand/site-settings';
import { contrastRatio, ensureContrast } from './contrast';
import { FONTS_ATTRIBUTE } from '@/lib/react/paint-first';
import { fallbackFontFamily, fontFamily, resolvedTextStyle } from './fonts';
import {
  BORDERS,
  BREAKPOINTS,
  FALLBACK_COLOURS,
  FOCUS_OUTLINE,
  ICON_BUTTON_PADDING,
  RADII,
  SPACING_UNIT,
} from './tokens';

declare module '@mui/material/styles' {
  interface Theme {
    tokens: { borders: typeof BORDERS; radii: typeof RADII; focusOutline: typeof FOCUS_OUTLINE };
  }
  interface ThemeOptions {
    tokens?: { borders: typeof BORDERS; radii: typeof RADII; focusOutline: typeof FOCUS_OUTLINE };
  }
  // The brand's third colour, built like MUI's own (main, light, dark, contrastText): an sx path
  // such as 'accent.contrastText' then resolves, and code reading theme.palette.accent is typed.
  interface Palette {
    accent: PaletteColor;
  }
  interface PaletteOptions {
    accent?: PaletteColor;
  }
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
}

/** WCAG AA for body text. */
const MIN_TEXT_CONTRAST = 4.5;

/** Text on a coloured surface: white when it reads at WCAG AA, else the brand's text colour made to. */
function textOn(surface: string, text: string): string {
  return contrastRatio('#ffffff', surface) >= MIN_TEXT_CONTRAST
    ? '#ffffff'
    : ensureContrast(text, surface, MIN_TEXT_CONTRAST);
}

const focusRing = {
  outline: `${FOCUS_OUTLINE.width}px solid ${FOCUS_OUTLINE.colour}`,
  outlineOffset: `${FOCUS_OUTLINE.offset}px`,
};

export type BrandAppearance = Pick<Appearance, 'colours' | 'fonts'>;

/** The brand's seven colours with fallbacks, text colours nudged until they are readable. */
export function brandColours(appearance: BrandAppearance | null | undefined): Record<ColourName, string> {
  const pick = (name: ColourName) => appearance?.colours[name] ?? FALLBACK_COLOURS[name];
  const background = pick('background');
  const surface = pick('surface');
  const text = ensureContrast(pick('text'), background, MIN_TEXT_CONTRAST);
  // Muted text appears on the page background and on surfaces (cards): readable on both.
  const worstSurface =
    contrastRatio(pick('mutedText'), background) < contrastRatio(pick('mutedText'), surface) ? background : surface;
  const mutedText = ensureContrast(pick('mutedText'), worstSurface, MIN_TEXT_CONTRAST);
  return {
    primary: pick('primary'),
    secondary: pick('secondary'),
    accent: pick('accent'),
    background,
    surface,
    text,
    mutedText,
  };
}

/**
 * The MUI theme of a brand (docs/content-rules.md §3, §9): the fixed tokens (breakpoints, 8px spacing, 4px
 * radius, borders and radii, the focus outline, icon-button padding, light mode, left-to-right)
 * with the brand's colours and nine text styles on top.
 */
export function createBrandTheme(appearance: BrandAppearance | null | undefined): Theme {
  const colours = brandColours(appearance);
  // Each font stack once, as a custom property on :root (CssBaseline below), and the text styles
  // naming it: a stack is about 85 bytes, and every text style's class on a page repeated it. Until
  // the page sets FONTS_ATTRIBUTE (after its first paint, lib/react/paint-first.ts) the property
  // holds the stack without the web font, so no font file is asked for before that paint.
  const stacks = new Map<string, { property: string; fallback: string }>();
  const family = (name: TextStyleName, fontName: string | null) => {
    const stack = fontFamily(fontName);
    if (!stacks.has(stack)) stacks.set(stack, { property: `--font-${name}`, fallback: fallbackFontFamily(fontName) });
    return `var(${stacks.get(stack)!.property})`;
  };
  const style = (name: TextStyleName) => {
    const resolved = resolvedTextStyle(appearance?.fonts, name);
    return { fontFamily: family(name, resolved.name), fontWeight: resolved.weight };
  };
  const typography = {
    fontFamily: style('body1').fontFamily,
    h1: { ...style('h1'), fontSize: '3rem', lineHeight: 1.1, letterSpacing: '-0.01em' },
    h2: { ...style('h2'), fontSize: '2.25rem', lineHeight: 1.15 },
    h3: { ...style('h3'), fontSize: '1.75rem', lineHeight: 1.2 },
    h4: { ...style('h4'), fontSize: '1.375rem', lineHeight: 1.3 },
    h5: { ...style('h5'), fontSize: '1.125rem', lineHeight: 1.35 },
    h6: { ...style('h6'), fontSize: '1rem', lineHeight: 1.4 },
    body1: { ...style('body1'), fontSize: '1rem', lineHeight: 1.6 },
    body2: { ...style('body2'), fontSize: '0.875rem', lineHeight: 1.55 },
    button: { ...style('button'), textTransform: 'none', letterSpacing: '0.01em' },
  } as const;
  const theme = createTheme({
    direction: 'ltr',
    breakpoints: { values: { ...BREAKPOINTS } },
    spacing: SPACING_UNIT,
    shape: { borderRadius: RADII.default },
    tokens: { borders: BORDERS, radii: RADII, focusOutline: FOCUS_OUTLINE },
    palette: {
      mode: 'light',
      contrastThreshold: MIN_TEXT_CONTRAST,
      primary: { main: colours.primary },
      secondary: { main: colours.secondary },
      background: { default: colours.background, paper: colours.surface },
      text: { primary: colours.text, secondary: colours.mutedText },
    },
    typography,
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':root': Object.fromEntries([...stacks.values()].map(({ property, fallback }) => [property, fallback])),
          [`:root[${FONTS_ATTRIBUTE}]`]: Object.fromEntries(
            [...stacks]
              .filter(([stack, { fallback }]) => stack !== fallback)
              .map(([stack, { property }]) => [property, stack]),
          ),
          ':focus-visible': focusRing,
          'a:focus-visible, button:focus-visible, [tabindex]:focus-visible': focusRing,
          img: { maxWidth: '100%', height: 'auto' },
          // What lies below the first screen (a page's later sections, the newsletter) is laid out
          // and painted as it comes near the viewport, not with the first screen: the relayout when
          // the brand's fonts swap in after the first paint (lib/react/paint-first.ts) and
          // hydration's style work then cover the first screen's text, not the whole page's.
          // Off-screen content keeps a remembered size once drawn; find-in-page, anchors and
          // assistive technology reach it as before. Not the footer: axe-core cannot tell the
          // colours of a skipped dark footer (its contrast check reads what is painted).
          'main section ~ section, main ~ section': {
            contentVisibility: 'auto',
            containIntrinsicSize: 'auto 600px',
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: RADII.pill, paddingInline: SPACING_UNIT * 3 } },
      },
      MuiIconButton: {
        styleOverrides: { root: { padding: ICON_BUTTON_PADDING } },
      },
      MuiLink: {
        defaultProps: { underline: 'hover' },
      },
    },
  });
  // The third colour, built by MUI's own colour builder (light and dark shades, a contrast text)
  // with the theme's threshold, as the palette's primary and secondary are.
  theme.palette.accent = theme.palette.augmentColor({
    color: { main: colours.accent, contrastText: textOn(colours.accent, colours.text) },
    name: 'accent',
  });
  return sizesOnRoot(responsiveFontSizes(theme, { breakpoints: ['sm', 'md', 'lg'], factor: 2.2 }));
}

/**
 * The text styles whose size steps up at breakpoints (responsiveFontSizes: the headings) take it
 * from a custom property on :root, set per breakpoint there, once: every class of a heading on a
 * page otherwise repeated the three media queries. The same sizes at the same widths.
 */
function sizesOnRoot(theme: Theme): Theme {
  const root: CSSObject = {};
  const queries: Record<string, CSSObject> = {};
  const typography = { ...theme.typography } as unknown as Record<string, CSSObject>;
  for (const [variant, style] of Object.entries(typography)) {
    if (typeof style !== 'object' || style === null) continue;
    const steps = Object.keys(style).filter((key) => key.startsWith('@media'));
    if (steps.length === 0) continue;
    const property = `--size-${variant}`;
    const own: CSSObject = { ...style, fontSize: `var(${property})` };
    root[property] = style.fontSize as string;
    for (const query of steps) {
      queries[query] = { ...queries[query], [property]: (style[query] as CSSObject).fontSize as string };
      delete own[query];
    }
    typography[variant] = own;
  }
  const baseline = theme.components?.MuiCssBaseline?.styleOverrides as CSSObject;
  return {
    ...theme,
    typography: typography as unknown as Theme['typography'],
    components: {
      ...theme.components,
      MuiCssBaseline: {
        ...theme.components?.MuiCssBaseline,
        styleOverrides: {
          ...baseline,
          ':root': { ...(baseline[':root'] as CSSObject), ...root },
          ...Object.fromEntries(Object.entries(queries).map(([query, values]) => [query, { ':root': values }])),
        },
      },
    },
  };
}
