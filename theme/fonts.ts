import type { TextStyle, TextStyleName } from '@/lib/brand/site-settings';

/**
 * The fonts the site ships, self-hosted: fontsource's files, copied by `scripts/fonts.js` (run on
 * install and before a build) to `public/fonts/` and served from the site's own origin. A page
 * declares only the faces its brand's nine text styles use (plus the body font's bold, for
 * <strong>), in the document's head with `font-display: swap` (components/layout/document-fonts.ts);
 * nothing is preloaded and nothing render-blocking. Per family and subset it declares either one
 * variable face (a file covering every weight) or a static face per weight, whichever is fewer
 * bytes for the weights the brand uses: the server decides (theme/font-files.ts, with the files'
 * sizes). The text styles name only the fallbacks until the page has painted (FONTS_ATTRIBUTE,
 * lib/react/paint-first.ts), then the brand's fonts, loaded by then. Text paints at once in a
 * fallback metric-matched to the font, one fallback face per weight used (size-adjust and
 * ascent/descent overrides as capsize computes them, against Arial or Times New Roman, regular or
 * bold, and their metric twins Liberation Sans and Serif), so the swap barely moves a line, bold
 * text included. A brand naming another font still gets it if the visitor has it installed.
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
  /** Its vertical metrics, in font units (@capsizecss/metrics; the same in every weight). */
  metrics: { ascent: number; descent: number; lineGap: number; unitsPerEm: number };
  /**
   * The average width of its latin text in each weight it ships, in font units (capsize's
   * xWidthAvg; a unit test reads them again from the static files): a fallback face is sized per
   * weight, because a bold font is wider than its regular by more than the system font's bold is.
   */
  widths: Readonly<Record<number, number>>;
  /**
   * The version of its variable package (`@fontsource-variable/<package>`, weight axis), when
   * there is one. Its files' sizes and weight range are in public/fonts/manifest.json.
   */
  variable?: string;
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
    metrics: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048 },
    widths: { 100: 925, 200: 942, 300: 960, 400: 978, 500: 988, 600: 998, 700: 1008, 800: 1021, 900: 1035 },
    variable: '5.3.0',
  },
  poppins: {
    family: 'Poppins',
    package: 'poppins',
    version: '5.3.0',
    weights: ALL_WEIGHTS,
    fallback: 'sans',
    metrics: { ascent: 1050, descent: -350, lineGap: 100, unitsPerEm: 1000 },
    widths: { 100: 483, 200: 489, 300: 495, 400: 500, 500: 506, 600: 510, 700: 515, 800: 519, 900: 523 },
  },
  montserrat: {
    family: 'Montserrat',
    package: 'montserrat',
    version: '5.3.0',
    weights: ALL_WEIGHTS,
    fallback: 'sans',
    metrics: { ascent: 968, descent: -251, lineGap: 0, unitsPerEm: 1000 },
    widths: { 100: 488, 200: 492, 300: 497, 400: 503, 500: 511, 600: 520, 700: 530, 800: 540, 900: 551 },
    variable: '5.3.0',
  },
  'open sans': {
    family: 'Open Sans',
    package: 'open-sans',
    version: '5.3.0',
    weights: [300, 400, 500, 600, 700, 800],
    fallback: 'sans',
    metrics: { ascent: 2189, descent: -600, lineGap: 0, unitsPerEm: 2048 },
    widths: { 300: 924, 400: 960, 500: 978, 600: 995, 700: 1030, 800: 1065 },
    variable: '5.3.0',
  },
  'source sans 3': {
    family: 'Source Sans 3',
    package: 'source-sans-3',
    version: '5.3.1',
    weights: [200, 300, 400, 500, 600, 700, 800, 900],
    fallback: 'sans',
    metrics: { ascent: 1024, descent: -400, lineGap: 0, unitsPerEm: 1000 },
    widths: { 200: 398, 300: 403, 400: 418, 500: 424, 600: 431, 700: 443, 800: 448, 900: 453 },
    variable: '5.3.1',
  },
  merriweather: {
    family: 'Merriweather',
    package: 'merriweather',
    version: '5.3.0',
    weights: [300, 400, 500, 600, 700, 800, 900],
    fallback: 'serif',
    metrics: { ascent: 1968, descent: -546, lineGap: 0, unitsPerEm: 2000 },
    widths: { 300: 952, 400: 970, 500: 974, 600: 981, 700: 998, 800: 1007, 900: 1014 },
    variable: '5.3.0',
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
/**
 * The system fonts a fallback face uses, regular for weights up to 500 and bold above, as they are
 * named to local() (Arial or Times New Roman, and their metric twins Liberation Sans and Serif on
 * Linux), with their metrics: vertical ones and the regular's width from @capsizecss/metrics, the
 * bold's width read from Liberation Sans and Serif Bold (same advances as Arial's and Times's; a
 * unit test reads them again where those files are installed).
 */
export const SYSTEM_FONTS = {
  sans: {
    regular: {
      src: "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans')",
      width: 913,
    },
    bold: {
      src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold')",
      width: 983,
    },
    metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048 },
  },
  serif: {
    regular: {
      src: "local('Times New Roman'), local('TimesNewRomanPSMT'), local('Liberation Serif'), local('LiberationSerif')",
      width: 832,
    },
    bold: {
      src: "local('Times New Roman Bold'), local('TimesNewRomanPS-BoldMT'), local('Liberation Serif Bold'), local('LiberationSerif-Bold')",
      width: 886,
    },
    metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048 },
  },
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

/**
 * The stack text shows until the page may load web fonts (after its first paint:
 * lib/react/paint-first.ts): fontFamily's without the shipped font, so its metric-matched fallback
 * face takes its place and the swap moves no line. A font the site does not ship stays, for
 * visitors who have it installed.
 */
export function fallbackFontFamily(name: string | null | undefined): string {
  const font = shipped(name);
  if (!font) return fontFamily(name);
  return `'${font.family} Fallback', ${font.fallback === 'serif' ? SERIF : SANS}`;
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

/** The URL of one of a shipped font's static files (scripts/fonts.js puts it there). */
export function fontFileUrl(font: ShippedFont, weight: number, subset: Subset): string {
  return `/fonts/${font.package}-${font.version}/${font.package}-${subset}-${weight}-normal.woff2`;
}

/**
 * The families a page declares as their variable face, by package: its weight range and the
 * subsets it is chosen for (theme/font-files.ts decides, on the server). Any other family or
 * subset is declared as static faces.
 */
export type VariableFonts = Partial<Record<string, { weight: readonly [number, number]; subsets: readonly Subset[] }>>;

/** The URL of a shipped font's variable file (scripts/fonts.js puts it there). */
export function variableFileUrl(font: ShippedFont, subset: Subset): string | undefined {
  if (!font.variable) return undefined;
  return `/fonts/${font.package}-variable-${font.variable}/${font.package}-${subset}-wght-normal.woff2`;
}

/** A family's variable face for a subset, when the server chose it: its URL and weight range. */
function variableFace(font: ShippedFont, subset: Subset, variable: VariableFonts | null | undefined) {
  const chosen = variable?.[font.package];
  const url = variableFileUrl(font, subset);
  if (!chosen || !url || !chosen.subsets.includes(subset)) return undefined;
  const [min, max] = chosen.weight;
  return Number.isInteger(min) && Number.isInteger(max) ? { url, weight: `${min} ${max}` } : undefined;
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

/** The faces grouped by family, weights in ascending order. */
export function families(faces: Face[]): Array<{ font: ShippedFont; weights: number[] }> {
  const byFamily = new Map<string, { font: ShippedFont; weights: number[] }>();
  for (const { font, weight } of faces) {
    const family = byFamily.get(font.family) ?? { font, weights: [] };
    if (!family.weights.includes(weight)) family.weights.push(weight);
    byFamily.set(font.family, family);
  }
  return [...byFamily.values()].map(({ font, weights }) => ({ font, weights: weights.sort((a, b) => a - b) }));
}

const percent = (value: number) => `${parseFloat((value * 100).toFixed(4))}%`;

/**
 * The overrides that make a weight's fallback face (the system font, bold from 600) take the
 * font's room: its average width scaled to the font's, then the font's ascent, descent and line
 * gap. The same arithmetic as @capsizecss/core's createFontStack, whose figures a unit test compares.
 */
export function fallbackOverrides(font: ShippedFont, weight: number) {
  const system = SYSTEM_FONTS[font.fallback];
  const { ascent, descent, lineGap, unitsPerEm } = font.metrics;
  const width = font.widths[weight] ?? font.widths[nearestWeight(font, weight)] ?? 0;
  const systemWidth = (weight >= 600 ? system.bold : system.regular).width;
  const sizeAdjust = width / unitsPerEm / (systemWidth / system.metrics.unitsPerEm);
  const em = unitsPerEm * sizeAdjust;
  return {
    ascentOverride: percent(ascent / em),
    descentOverride: percent(Math.abs(descent) / em),
    lineGapOverride: percent(lineGap / em),
    sizeAdjust: percent(sizeAdjust),
  };
}

export type FontFaceRule = { '@font-face': Record<string, string | number> };

/**
 * The @font-face rules of a brand's faces, as Emotion global styles: per family and subset, its
 * variable face (weights as the file's range) where the server chose it, else a static face per
 * weight; then the family's fallback faces, one per weight, so that bold text waits in a bold
 * system font as wide as the font's bold, and a text's weight picks the same weight in both.
 */
export function fontFaceRules(faces: Face[], variable?: VariableFonts | null): FontFaceRule[] {
  const rules: FontFaceRule[] = [];
  const face = (font: ShippedFont, weight: string | number, url: string, subset: Subset): FontFaceRule => ({
    '@font-face': {
      fontFamily: `'${font.family}'`,
      fontStyle: 'normal',
      fontWeight: weight,
      fontDisplay: 'swap',
      src: `url(${url}) format('woff2')`,
      unicodeRange: SUBSETS[subset],
    },
  });
  const grouped = families(faces);
  for (const { font, weights } of grouped)
    for (const subset of Object.keys(SUBSETS) as Subset[]) {
      const chosen = variableFace(font, subset, variable);
      if (chosen) rules.push(face(font, chosen.weight, chosen.url, subset));
      else for (const weight of weights) rules.push(face(font, weight, fontFileUrl(font, weight, subset), subset));
    }
  for (const { font, weights } of grouped)
    for (const weight of weights)
      rules.push({
        '@font-face': {
          fontFamily: `'${font.family} Fallback'`,
          fontStyle: 'normal',
          fontWeight: weight,
          src: SYSTEM_FONTS[font.fallback][weight >= 600 ? 'bold' : 'regular'].src,
          ...fallbackOverrides(font, weight),
        },
      });
  return rules;
}

/** The rules as a stylesheet: the page's own `<style>` (pages/_document.tsx writes it on the server). */
export function fontFaceCss(rules: FontFaceRule[]): string {
  const declaration = ([property, value]: [string, string | number]) =>
    `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`;
  return rules.map((rule) => `@font-face{${Object.entries(rule['@font-face']).map(declaration).join(';')}}`).join('');
}
