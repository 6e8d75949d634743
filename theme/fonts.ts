import type { TextStyle, TextStyleName } from '@/lib/brand/site-settings';

/**
 * The fonts the site ships, self-hosted: fontsource's files, copied by `scripts/fonts.js` (run on
 * install and before a build) to `public/fonts/<package>-<version>/` and served from the site's
 * own origin. A page declares only the faces its brand's nine text styles use (plus the body
 * font's bold, for <strong>), in its inline CSS with `font-display: swap`, and preloads three of
 * them; nothing render-blocking. Text paints at once in a fallback metric-matched to the font
 * (size-adjust and ascent/descent overrides from @capsizecss/metrics against Arial or Times New
 * Roman, and their metric twins Liberation Sans and Serif), so the swap barely moves a line.
 * A brand naming another font still gets it if the visitor has it installed.
 *
 * Only the latin and latin-ext subsets are declared: the sites are written in English and other
 * European languages; text in another script shows in the system font.
 */
export interface ShippedFont {
  /** The family as CSS names it. */
  family: string;
  /** The fontsource package (`@fontsource/<package>`) and its installed version. */
  package: string;
  version: string;
  /** Weights the package ships a file for. */
  weights: readonly number[];
  fallback: 'sans' | 'serif';
  /** The fallback's overrides, percentages (@capsizecss/core's createFontStack; a unit test recomputes them). */
  overrides: { ascent: number; descent: number; lineGap: number; sizeAdjust: number };
}

const ALL_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** Keyed by the family in lower case, as an editor may type it. */
export const SHIPPED_FONTS: Readonly<Record<string, ShippedFont>> = {
  inter: {
    family: 'Inter',
    package: 'inter',
    version: '5.3.0',
    weights: ALL_WEIGHTS,
    fallback: 'sans',
    overrides: { ascent: 90.4365, descent: 22.518, lineGap: 0, sizeAdjust: 107.1194 },
  },
  poppins: {
    family: 'Poppins',
    package: 'poppins',
    version: '5.3.0',
    weights: ALL_WEIGHTS,
    fallback: 'sans',
    overrides: { ascent: 93.6182, descent: 31.2061, lineGap: 8.916, sizeAdjust: 112.1577 },
  },
  montserrat: {
    family: 'Montserrat',
    package: 'montserrat',
    version: '5.3.0',
    weights: ALL_WEIGHTS,
    fallback: 'sans',
    overrides: { ascent: 85.7923, descent: 22.2457, lineGap: 0, sizeAdjust: 112.8307 },
  },
  'open sans': {
    family: 'Open Sans',
    package: 'open-sans',
    version: '5.3.0',
    weights: [300, 400, 500, 600, 700, 800],
    fallback: 'sans',
    overrides: { ascent: 101.6519, descent: 27.8625, lineGap: 0, sizeAdjust: 105.1479 },
  },
  'source sans 3': {
    family: 'Source Sans 3',
    package: 'source-sans-3',
    version: '5.3.1',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
    fallback: 'sans',
    overrides: { ascent: 109.2105, descent: 42.6604, lineGap: 0, sizeAdjust: 93.7639 },
  },
  merriweather: {
    family: 'Merriweather',
    package: 'merriweather',
    version: '5.3.0',
    weights: [300, 400, 500, 600, 700, 800, 900],
    fallback: 'serif',
    overrides: { ascent: 82.4227, descent: 22.8673, lineGap: 0, sizeAdjust: 119.3846 },
  },
};

/** The subsets declared, with fontsource's unicode ranges for them. */
export const SUBSETS = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type Subset = keyof typeof SUBSETS;

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";
/** Where a fallback face finds the metric-matched system font: Arial or Times, or their Liberation twins (Linux). */
const FALLBACK_SOURCES = {
  sans: "local('Arial'), local('ArialMT'), local('Liberation Sans')",
  serif: "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif')",
} as const;

/** A name from the CMS reduced to letters, digits, spaces and hyphens: nothing can break out of the CSS. */
const safeName = (name: string | null | undefined) =>
  (name ?? '')
    .replace(/[^A-Za-z0-9 -]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const shipped = (name: string | null | undefined): ShippedFont | undefined =>
  SHIPPED_FONTS[safeName(name).toLowerCase()];

/**
 * A CSS font-family for a font name from the CMS: the font, then (for a font the site ships) its
 * metric-matched fallback face, then the system stack.
 */
export function fontFamily(name: string | null | undefined): string {
  const safe = safeName(name);
  if (!safe) return SANS;
  const font = shipped(safe);
  if (!font) return `'${safe}', ${SANS}`;
  return `'${font.family}', '${font.family} Fallback', ${font.fallback === 'serif' ? SERIF : SANS}`;
}

/** Font weights are multiples of 100 from 100 to 900. */
export function fontWeight(weight: number | null | undefined, fallback: number): number {
  if (typeof weight !== 'number' || !Number.isFinite(weight)) return fallback;
  return Math.min(900, Math.max(100, Math.round(weight / 100) * 100));
}

export const DEFAULT_WEIGHTS: Record<TextStyleName, number> = {
  h1: 700,
  h2: 700,
  h3: 700,
  h4: 600,
  h5: 600,
  h6: 600,
  body1: 400,
  body2: 400,
  button: 600,
};

export type BrandFonts = Record<TextStyleName, TextStyle | null>;

/** A text style as the theme uses it: its own font, else the body's; its own weight, else the default. */
export function resolvedTextStyle(fonts: BrandFonts | null | undefined, name: TextStyleName) {
  const textStyle = fonts?.[name];
  const fontName = textStyle?.name ?? fonts?.body1?.name ?? null;
  return { name: fontName, weight: fontWeight(textStyle?.weight, DEFAULT_WEIGHTS[name]) };
}

/** The URL of one of a shipped font's files (scripts/fonts.js puts it there). */
export function fontFileUrl(font: ShippedFont, weight: number, subset: Subset): string {
  return `/fonts/${font.package}-${font.version}/${font.package}-${subset}-${weight}-normal.woff2`;
}

/** The weight of the shipped file a requested weight uses: itself, or the nearest shipped one. */
const nearestWeight = (font: ShippedFont, weight: number) =>
  font.weights.reduce((best, candidate) => (Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best));

export interface Face {
  font: ShippedFont;
  weight: number;
}

/** The shipped faces a brand's text styles use, and the body font's bold; each once. */
export function brandFaces(fonts: BrandFonts | null | undefined): Face[] {
  const wanted = (Object.keys(DEFAULT_WEIGHTS) as TextStyleName[]).map((name) => resolvedTextStyle(fonts, name));
  wanted.push({ name: resolvedTextStyle(fonts, 'body1').name, weight: 700 });
  const faces = new Map<string, Face>();
  for (const style of wanted) {
    const font = shipped(style.name);
    if (!font) continue;
    const weight = nearestWeight(font, style.weight);
    faces.set(`${font.family}/${weight}`, { font, weight });
  }
  return [...faces.values()];
}

/**
 * The @font-face rules of a brand's faces (both subsets each) and one metric-matched fallback face
 * per family, as Emotion global styles.
 */
export function fontFaceRules(faces: Face[]): Array<{ '@font-face': Record<string, string | number> }> {
  const rules: Array<{ '@font-face': Record<string, string | number> }> = [];
  for (const { font, weight } of faces)
    for (const subset of Object.keys(SUBSETS) as Subset[])
      rules.push({
        '@font-face': {
          fontFamily: `'${font.family}'`,
          fontStyle: 'normal',
          fontWeight: weight,
          fontDisplay: 'swap',
          src: `url(${fontFileUrl(font, weight, subset)}) format('woff2')`,
          unicodeRange: SUBSETS[subset],
        },
      });
  const families = new Map(faces.map(({ font }) => [font.family, font]));
  for (const font of families.values()) {
    const { ascent, descent, lineGap, sizeAdjust } = font.overrides;
    rules.push({
      '@font-face': {
        fontFamily: `'${font.family} Fallback'`,
        src: FALLBACK_SOURCES[font.fallback],
        ascentOverride: `${ascent}%`,
        descentOverride: `${descent}%`,
        lineGapOverride: `${lineGap}%`,
        sizeAdjust: `${sizeAdjust}%`,
      },
    });
  }
  return rules;
}

/**
 * The files worth preloading: the latin file of the faces of the first screen's text, the body's,
 * the main heading's and the buttons' (also the chips' and the menu's: a face that arrives after
 * the first paint re-wraps a row of chips and moves everything below it). The other faces load
 * when the page uses them.
 */
export function fontPreloads(fonts: BrandFonts | null | undefined): string[] {
  const urls = (['body1', 'h1', 'button'] as const).flatMap((name) => {
    const style = resolvedTextStyle(fonts, name);
    const font = shipped(style.name);
    return font ? [fontFileUrl(font, nearestWeight(font, style.weight), 'latin')] : [];
  });
  return [...new Set(urls)];
}
