import fs from 'fs';
import path from 'path';
import { seedModules } from '../../../cms/src/seed/data';
import { toSiteSettings } from '@/lib/brand/site-settings';
import type { SiteSettingsFragment } from '@/graphql/generated/graphql';
import { createBrandTheme } from '@/theme/createBrandTheme';
import { contrastRatio } from '@/theme/contrast';

/** Each demo brand's theme, from the seed's site settings, and the theme of a brand that sets no colour. */
const themes = [
  ...seedModules.flatMap((module) =>
    ((module.documents as Record<string, unknown[]>)['brand-setting'] ?? []).map((settings) => {
      const doc = settings as { brand: string; Appearance: unknown };
      const raw = { __typename: 'BrandSetting', documentId: doc.brand, Appearance: doc.Appearance } as unknown;
      return { brand: doc.brand, theme: createBrandTheme(toSiteSettings(raw as SiteSettingsFragment).appearance) };
    }),
  ),
  { brand: 'no colours set', theme: createBrandTheme(null) },
];

describe('the accent colour of every brand', () => {
  it.each(themes)('$brand: has light, dark and a contrast text readable on it (WCAG AA, 4.5:1)', ({ theme }) => {
    const { accent } = theme.palette;
    expect(typeof accent.light).toBe('string');
    expect(typeof accent.dark).toBe('string');
    expect(contrastRatio(accent.contrastText, accent.main)).toBeGreaterThanOrEqual(4.5);
  });
});

/** Every palette path the components write as a string (`sx={{ color: 'accent.contrastText' }}`). */
function palettePathsInSource(): string[] {
  const roots = ['components', 'theme', 'pages'].map((dir) => path.join(__dirname, '../../..', dir));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  roots.forEach(walk);
  const pattern =
    /['"`]((?:primary|secondary|accent|text|background|action|common|grey|error|warning|info|success)\.[A-Za-z0-9]+)['"`]/g;
  return [
    ...new Set(files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]))),
  ].sort();
}

describe('palette paths in the components', () => {
  const paths = palettePathsInSource();

  it('are found (the scan works)', () => {
    expect(paths).toEqual(expect.arrayContaining(['accent.contrastText', 'text.primary', 'text.secondary']));
  });

  it.each(themes)(
    '$brand: every one resolves to a colour (MUI writes an unknown path into the CSS as it is)',
    ({ theme }) => {
      const unresolved = paths.filter((palettePath) => {
        const [colour, shade] = palettePath.split('.');
        const value = (theme.palette as unknown as Record<string, Record<string, unknown> | undefined>)[colour]?.[
          shade
        ];
        return typeof value !== 'string';
      });
      expect(unresolved).toEqual([]);
    },
  );
});
