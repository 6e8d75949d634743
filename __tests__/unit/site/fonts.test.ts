import fs from 'fs';
import path from 'path';
import { createFontStack } from '@capsizecss/core';
import { fromFile } from '@capsizecss/unpack/fs';
import manifest from '@/public/fonts/manifest.json';
import {
  brandFaces,
  fallbackOverrides,
  fontFaceRules,
  fontFileUrl,
  fallbackFontFamily,
  fontFamily,
  SHIPPED_FONTS,
  SUBSETS,
  SYSTEM_FONTS,
  variableFileUrl,
  type BrandFonts,
  type Subset,
} from '@/theme/fonts';
import { usesVariable, variableFile, variableFonts, type FontManifest } from '@/theme/font-files';

const style = (name: string | null, weight: number | null = null) => ({ name, weight });
/** Wayfarer Collective's demo text styles (cms/src/seed/data/wayfarer.ts). */
const WAYFARER: BrandFonts = {
  h1: style('Poppins', 700),
  h2: style('Poppins', 700),
  h3: style('Poppins', 700),
  h4: style('Poppins', 600),
  h5: style('Poppins', 600),
  h6: style('Poppins', 600),
  body1: style('Inter', 400),
  body2: style('Inter', 400),
  button: style('Inter', 600),
};
/** BUNAC's (cms/src/seed/data/bunac.ts). */
const BUNAC: BrandFonts = {
  h1: style('Montserrat', 800),
  h2: style('Montserrat', 800),
  h3: style('Montserrat', 700),
  h4: style('Montserrat', 700),
  h5: style('Montserrat', 700),
  h6: style('Montserrat', 600),
  body1: style('Open Sans', 400),
  body2: style('Open Sans', 400),
  button: style('Montserrat', 700),
};
const NONE: BrandFonts = {
  h1: null,
  h2: null,
  h3: null,
  h4: null,
  h5: null,
  h6: null,
  body1: null,
  body2: null,
  button: null,
};

/** `U+0100-02BA,U+2020` as the set of code points it names. */
function codePoints(ranges: string): Set<number> {
  const points = new Set<number>();
  for (const range of ranges.split(',')) {
    const [from, to = from] = range
      .replace(/U\+/g, '')
      .split('-')
      .map((hex) => parseInt(hex, 16));
    for (let point = from; point <= to; point += 1) points.add(point);
  }
  return points;
}

const names = (fonts: BrandFonts) =>
  brandFaces(fonts)
    .map(({ font, weight }) => `${font.family} ${weight}`)
    .sort();

describe('a brand’s fonts', () => {
  it('declares only the faces its text styles use, and the body font’s bold', () => {
    expect(names(WAYFARER)).toEqual(['Inter 400', 'Inter 600', 'Inter 700', 'Poppins 600', 'Poppins 700']);
    const rules = fontFaceRules(brandFaces(WAYFARER), variableFonts(WAYFARER));
    const families = new Set(rules.map((rule) => rule['@font-face'].fontFamily));
    expect([...families].sort()).toEqual(["'Inter Fallback'", "'Inter'", "'Poppins Fallback'", "'Poppins'"]);
    // Inter's three weights in its variable file (a subset each), Poppins's two in static files
    // (it has no variable one), and a fallback face for each of the five weights.
    expect(rules).toHaveLength(2 + 2 * 2 + 5);
    for (const rule of rules.filter((rule) => !String(rule['@font-face'].fontFamily).includes('Fallback')))
      expect(rule['@font-face']).toMatchObject({ fontDisplay: 'swap', fontStyle: 'normal' });
  });

  it('falls back to the body font for styles the CMS leaves empty, and to the nearest weight a font ships', () => {
    expect(names({ ...NONE, body1: style('Merriweather', 200) })).toEqual([
      'Merriweather 300',
      'Merriweather 400',
      'Merriweather 600',
      'Merriweather 700',
    ]);
  });

  it('declares nothing for a font the site does not ship, nor for a hostile name', () => {
    expect(
      brandFaces({ ...NONE, body1: style('Comic Sans MS'), h1: style("Inter'; } body { display:none } /*") }),
    ).toEqual([]);
    expect(brandFaces(NONE)).toEqual([]);
  });

  it('names the metric-matched fallback in place of a shipped font until the fonts may load', () => {
    expect(fallbackFontFamily('Inter')).toBe(
      "'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    );
    expect(fontFamily('Inter')).toBe(`'Inter', ${fallbackFontFamily('Inter')}`);
    expect(fallbackFontFamily('merriweather')).toBe("'Merriweather Fallback', Georgia, 'Times New Roman', serif");
    // A font the site does not ship is the visitor's own, if installed: kept from the first paint.
    expect(fallbackFontFamily('Comic Sans MS')).toBe(fontFamily('Comic Sans MS'));
    expect(fallbackFontFamily(null)).toBe(fontFamily(null));
  });
});

describe('variable or static files', () => {
  const inter = SHIPPED_FONTS.inter;
  /** A manifest as scripts/fonts.js writes it, with made-up sizes. */
  const files = (variable: number | null, staticSize = 30): FontManifest => ({
    static: {
      inter: {
        version: inter.version,
        sizes: { latin: { 400: staticSize, 600: staticSize, 700: staticSize }, 'latin-ext': {} },
      },
    },
    variable:
      variable === null
        ? {}
        : {
            inter: { version: inter.variable!, weight: [100, 900], sizes: { latin: variable, 'latin-ext': variable } },
          },
  });

  it('takes the variable file when it is fewer bytes than the static files of the weights used', () => {
    expect(usesVariable(inter, [400, 600, 700], 'latin', files(89))).toBe(true);
    expect(usesVariable(inter, [400, 600, 700], 'latin', files(90))).toBe(false);
    expect(usesVariable(inter, [400, 700], 'latin', files(59))).toBe(true);
    expect(usesVariable(inter, [400], 'latin', files(59))).toBe(false);
  });

  it('keeps the static files without a variable package, and a variable file without static sizes', () => {
    expect(usesVariable(inter, [400, 600, 700], 'latin', files(null))).toBe(false);
    expect(variableFile(inter, 'latin', files(null))).toBeUndefined();
    expect(usesVariable(SHIPPED_FONTS.poppins, [400, 600, 700], 'latin')).toBe(false);
    // A subset whose static sizes are unknown cannot be smaller.
    expect(usesVariable(inter, [400], 'latin-ext', files(100_000))).toBe(true);
  });

  it('reads the sizes and the weight range from what scripts/fonts.js recorded, not from typed-in numbers', () => {
    const variable = variableFile(inter, 'latin');
    const recorded = manifest.variable.inter;
    expect(variable).toEqual({ weight: recorded.weight, bytes: recorded.sizes.latin });
    const url = variableFileUrl(inter, 'latin');
    expect(url).toBe('/fonts/inter-variable-5.3.0/inter-latin-wght-normal.woff2');
    const root = path.join(__dirname, '..', '..', '..');
    expect(fs.statSync(path.join(root, 'public', url!)).size).toBe(variable!.bytes);
    expect(fs.statSync(path.join(root, 'public', fontFileUrl(inter, 400, 'latin'))).size).toBe(
      manifest.static.inter.sizes.latin['400'],
    );
  });

  it('tells the page which families and subsets are variable, and nothing for a brand without any', () => {
    expect(variableFonts(BUNAC)).toEqual({
      montserrat: { weight: manifest.variable.montserrat.weight, subsets: ['latin', 'latin-ext'] },
    });
    expect(variableFonts({ ...WAYFARER, button: style('Poppins', 600) })).toEqual({});
    expect(variableFonts(NONE)).toEqual({});
    // Without the server's choice (an error page, an older cached page), every face is static.
    const rules = fontFaceRules(brandFaces(BUNAC)).map((rule) => rule['@font-face']);
    expect(rules.filter((rule) => rule.fontFamily === "'Montserrat'")).toHaveLength(3 * 2);
  });

  it('declares a variable face with the file’s weight range, and static faces per weight otherwise', () => {
    const rules = fontFaceRules(brandFaces(BUNAC), variableFonts(BUNAC)).map((rule) => rule['@font-face']);
    const of = (family: string) => rules.filter((rule) => rule.fontFamily === `'${family}'`);
    // Montserrat's 600, 700 and 800: one variable face a subset.
    const [min, max] = manifest.variable.montserrat.weight;
    expect(of('Montserrat')).toEqual(
      (['latin', 'latin-ext'] as const).map((subset) => ({
        fontFamily: "'Montserrat'",
        fontStyle: 'normal',
        fontWeight: `${min} ${max}`,
        fontDisplay: 'swap',
        src: `url(/fonts/montserrat-variable-5.3.0/montserrat-${subset}-wght-normal.woff2) format('woff2')`,
        unicodeRange: SUBSETS[subset],
      })),
    );
    // Open Sans's 400 and 700: two static faces a subset.
    expect(of('Open Sans').map((rule) => [rule.fontWeight, rule.src])).toEqual([
      [400, "url(/fonts/open-sans-5.3.0/open-sans-latin-400-normal.woff2) format('woff2')"],
      [700, "url(/fonts/open-sans-5.3.0/open-sans-latin-700-normal.woff2) format('woff2')"],
      [400, "url(/fonts/open-sans-5.3.0/open-sans-latin-ext-400-normal.woff2) format('woff2')"],
      [700, "url(/fonts/open-sans-5.3.0/open-sans-latin-ext-700-normal.woff2) format('woff2')"],
    ]);
  });

  it('gives each weight used its own fallback face, bold in a bold system font as wide as the font’s bold', () => {
    const rules = fontFaceRules(brandFaces(BUNAC), variableFonts(BUNAC)).map((rule) => rule['@font-face']);
    const fallbacks = rules.filter((rule) => String(rule.fontFamily).endsWith("Fallback'"));
    expect(fallbacks.map((rule) => `${rule.fontFamily} ${rule.fontWeight}`)).toEqual([
      "'Montserrat Fallback' 600",
      "'Montserrat Fallback' 700",
      "'Montserrat Fallback' 800",
      "'Open Sans Fallback' 400",
      "'Open Sans Fallback' 700",
    ]);
    const openSans = fallbacks.slice(3);
    expect(openSans[0]).toMatchObject({ src: SYSTEM_FONTS.sans.regular.src, sizeAdjust: '105.1479%' });
    expect(openSans[1]).toMatchObject({
      src: SYSTEM_FONTS.sans.bold.src,
      ...fallbackOverrides(SHIPPED_FONTS['open sans'], 700),
    });
    // Open Sans Bold is 7.3% wider than its regular, Arial Bold 7.7% wider than Arial.
    expect(openSans[1].sizeAdjust).toBe('104.7813%');
  });
});

describe('the fonts the site ships', () => {
  const root = path.join(__dirname, '..', '..', '..');
  const packageDir = (name: string) => path.join(root, 'node_modules', '@fontsource', name);

  it.each(Object.values(SHIPPED_FONTS))(
    '$family: the installed version, a file for every weight and subset declared',
    (font) => {
      const installed = JSON.parse(fs.readFileSync(path.join(packageDir(font.package), 'package.json'), 'utf8'));
      expect(font.version).toBe(installed.version);
      const unicode = JSON.parse(fs.readFileSync(path.join(packageDir(font.package), 'unicode.json'), 'utf8'));
      for (const subset of Object.keys(SUBSETS) as Subset[]) {
        // What a face declares, its file has (Source Sans 3's latin-ext has a few more currency signs).
        const inFile = codePoints(unicode[subset]);
        expect([...codePoints(SUBSETS[subset])].filter((point) => !inFile.has(point))).toEqual([]);
        for (const weight of font.weights) {
          const file = path.basename(fontFileUrl(font, weight, subset));
          expect(fs.existsSync(path.join(packageDir(font.package), 'files', file))).toBe(true);
        }
      }
    },
  );

  it.each(Object.values(SHIPPED_FONTS).filter((font) => font.variable))(
    '$family: the installed variable package, its file and weight range for each subset',
    (font) => {
      const dir = path.join(root, 'node_modules', '@fontsource-variable', font.package);
      const installed = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      expect(font.variable).toBe(installed.version);
      const { wght } = JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8')).variable;
      for (const subset of Object.keys(SUBSETS) as Subset[]) {
        const file = variableFile(font, subset);
        expect(file?.weight).toEqual([Number(wght.min), Number(wght.max)]);
        expect(fs.statSync(path.join(dir, 'files', path.basename(variableFileUrl(font, subset)!))).size).toBe(
          file?.bytes,
        );
      }
    },
  );

  it.each(Object.values(SHIPPED_FONTS))('$family: its regular fallback matches capsize’s metrics', (font) => {
    const metricsName = font.family
      .replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase())
      .replace(/^\w/, (c) => c.toLowerCase());
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const metrics = require(`@capsizecss/metrics/${metricsName}`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const system = require(`@capsizecss/metrics/${font.fallback === 'serif' ? 'timesNewRoman' : 'arial'}`);
    const { fontFaces } = createFontStack([metrics, system]);
    const value = (property: string) => `${new RegExp(`${property}: ([\\d.]+)%`).exec(fontFaces)?.[1]}%`;
    expect(fallbackOverrides(font, 400)).toEqual({
      ascentOverride: value('ascent-override'),
      descentOverride: value('descent-override'),
      lineGapOverride: value('line-gap-override'),
      sizeAdjust: value('size-adjust'),
    });
    expect(font.metrics).toEqual({
      ascent: metrics.ascent,
      descent: metrics.descent,
      lineGap: metrics.lineGap,
      unitsPerEm: metrics.unitsPerEm,
    });
    const systemMetrics = SYSTEM_FONTS[font.fallback];
    expect(systemMetrics.regular.width).toBe(system.xWidthAvg);
    expect(systemMetrics.metrics).toEqual({
      ascent: system.ascent,
      descent: system.descent,
      lineGap: system.lineGap,
      unitsPerEm: system.unitsPerEm,
    });
  });

  it.each(Object.values(SHIPPED_FONTS))('$family: its widths and metrics per weight are its files’', async (font) => {
    for (const weight of font.weights) {
      const file = path.join(packageDir(font.package), 'files', path.basename(fontFileUrl(font, weight, 'latin')));
      const metrics = await fromFile(file);
      expect([weight, metrics.xWidthAvg]).toEqual([weight, font.widths[weight]]);
      expect(metrics).toMatchObject(font.metrics);
    }
  });

  it.each(Object.values(SHIPPED_FONTS))(
    '$family: each weight’s fallback is capsize’s against the system font',
    (font) => {
      for (const weight of font.weights) {
        const system = SYSTEM_FONTS[font.fallback];
        const { fontFaces } = createFontStack([
          { familyName: font.family, ...font.metrics, xWidthAvg: font.widths[weight] },
          {
            familyName: 'System',
            ...system.metrics,
            xWidthAvg: system[weight >= 600 ? 'bold' : 'regular'].width,
          },
        ]);
        const value = (property: string) => `${new RegExp(`${property}: ([\\d.]+)%`).exec(fontFaces)?.[1]}%`;
        expect(fallbackOverrides(font, weight)).toEqual({
          ascentOverride: value('ascent-override'),
          descentOverride: value('descent-override'),
          lineGapOverride: value('line-gap-override'),
          sizeAdjust: value('size-adjust'),
        });
      }
    },
  );

  // Arial's and Times's bold widths are their metric twins' (Liberation 2: the same advances),
  // read where those are installed (Debian's fonts-liberation, which Chromium's package brings).
  const liberation = '/usr/share/fonts/truetype/liberation';
  const hasLiberation = fs.existsSync(path.join(liberation, 'LiberationSans-Bold.ttf'));
  (hasLiberation ? it : it.skip).each([
    ['sans', 'LiberationSans'],
    ['serif', 'LiberationSerif'],
  ] as const)('the %s system font’s widths are %s’s', async (kind, file) => {
    const regular = await fromFile(path.join(liberation, `${file}-Regular.ttf`));
    const bold = await fromFile(path.join(liberation, `${file}-Bold.ttf`));
    expect([regular.xWidthAvg, bold.xWidthAvg]).toEqual([
      SYSTEM_FONTS[kind].regular.width,
      SYSTEM_FONTS[kind].bold.width,
    ]);
    expect(bold).toMatchObject(SYSTEM_FONTS[kind].metrics);
  });
});
