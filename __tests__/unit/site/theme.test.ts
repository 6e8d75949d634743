import { toSiteSettings } from '@/lib/brand/site-settings';
import { brandColours, createBrandTheme } from '@/theme/createBrandTheme';
import { contrastRatio } from '@/theme/contrast';
import { fontFamily } from '@/theme/fonts';

const appearance = (
  colours: Record<string, string | null>,
  fonts: Record<string, { Name: string | null; Weight: number | null } | null> = {},
) =>
  toSiteSettings({
    __typename: 'BrandSetting',
    documentId: 'x',
    Appearance: {
      __typename: 'ComponentSettingsAppearance',
      HeaderLogos: [],
      HeaderMenu: [],
      ImageTransition: 'fade',
      UrgentNewsBanner: null,
      Colours: {
        __typename: 'ComponentSettingsColours',
        Primary: null,
        Secondary: null,
        Accent: null,
        Background: null,
        Surface: null,
        Text: null,
        MutedText: null,
        ...colours,
      },
      Fonts: {
        __typename: 'ComponentSettingsFonts',
        ...Object.fromEntries(
          ['Heading1', 'Heading2', 'Heading3', 'Heading4', 'Heading5', 'Heading6', 'Body1', 'Body2', 'Button'].map(
            (key) => [
              key,
              fonts[key] === undefined
                ? null
                : fonts[key] && { __typename: 'ComponentSettingsTextStyle', ...fonts[key] },
            ],
          ),
        ),
      },
    },
    Navigation: null,
    Newsletter: null,
    CookiePolicyNotification: null,
    ChatWidget: null,
    Embeds: null,
  } as never).appearance;

describe('createBrandTheme: the fixed tokens of docs/content-rules.md §3 and §9', () => {
  const theme = createBrandTheme(null);
  it.each([
    ['xs', 0],
    ['sm', 600],
    ['md', 900],
    ['lg', 1200],
    ['xl', 1640],
  ] as const)('breakpoint %s is %ipx', (name, value) => {
    expect(theme.breakpoints.values[name]).toBe(value);
  });

  it('has an 8px spacing unit, a 4px radius, light mode and left-to-right', () => {
    expect(theme.spacing(1)).toBe('8px');
    expect(theme.spacing(3)).toBe('24px');
    expect(theme.shape.borderRadius).toBe(4);
    expect(theme.palette.mode).toBe('light');
    expect(theme.direction).toBe('ltr');
  });

  it('carries the border sizes and radii as tokens', () => {
    expect(theme.tokens.borders).toEqual({ thin: 1, thick: 4, heavy: 6 });
    expect(theme.tokens.radii).toEqual({ small: 3, default: 4, large: 20, pill: 50 });
  });

  it('draws a 3px #0066cc focus outline, 2px away, and pads icon buttons 12px', () => {
    const focus = (theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, Record<string, string>>)[
      '&.Mui-focusVisible'
    ];
    expect(focus).toEqual({ outline: '3px solid #0066cc', outlineOffset: '2px' });
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    expect(baseline[':focus-visible']).toEqual(focus);
    expect((theme.components?.MuiIconButton?.styleOverrides?.root as { padding: number }).padding).toBe(12);
  });
});

describe('createBrandTheme: the brand on top', () => {
  it('maps the seven colours onto the palette', () => {
    const theme = createBrandTheme(
      appearance({
        Primary: '#0B6E69',
        Secondary: '#F26B4F',
        Accent: '#F4B942',
        Background: '#FBFAF7',
        Surface: '#FFFFFF',
        Text: '#1D2B2A',
        MutedText: '#5C6B6A',
      }),
    );
    expect(theme.palette.primary.main).toBe('#0B6E69');
    expect(theme.palette.secondary.main).toBe('#F26B4F');
    expect(theme.palette.accent.main).toBe('#F4B942');
    expect(theme.palette.background).toMatchObject({ default: '#FBFAF7', paper: '#FFFFFF' });
    expect(theme.palette.text).toMatchObject({ primary: '#1D2B2A', secondary: '#5C6B6A' });
  });

  it('maps the nine text styles (font name and weight) onto the typography', () => {
    const theme = createBrandTheme(
      appearance(
        {},
        {
          Heading1: { Name: 'Merriweather', Weight: 700 },
          Body1: { Name: 'Source Sans 3', Weight: 400 },
          Button: { Name: 'Source Sans 3', Weight: 600 },
        },
      ),
    );
    // Each font stack is a custom property on :root (CssBaseline), which the text styles name: the
    // metric-matched fallbacks until the page lets the web fonts load (lib/react/paint-first.ts).
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>;
    const root = overrides[':root'];
    const loaded = overrides[':root[data-fonts]'];
    const property = (value: string | undefined) => /^var\((--[\w-]+)\)$/.exec(value ?? '')?.[1] ?? '';
    const family = (value: string | undefined) => loaded[property(value)];
    expect(family(theme.typography.h1.fontFamily)).toBe(
      "'Merriweather', 'Merriweather Fallback', Georgia, 'Times New Roman', serif",
    );
    expect(root[property(theme.typography.h1.fontFamily)]).toBe(
      "'Merriweather Fallback', Georgia, 'Times New Roman', serif",
    );
    expect(theme.typography.h1.fontWeight).toBe(700);
    expect(family(theme.typography.body1.fontFamily)).toMatch(/^'Source Sans 3'/);
    expect(theme.typography.button.fontWeight).toBe(600);
    // A style the CMS leaves empty falls back to the body font and a default weight.
    expect(family(theme.typography.h4.fontFamily)).toMatch(/^'Source Sans 3'/);
    expect(theme.typography.h4.fontWeight).toBe(600);
    // One property per stack: the body's, the first heading's, ...
    expect(theme.typography.h4.fontFamily).toBe(theme.typography.body1.fontFamily);
    expect(Object.keys(root).filter((key) => key.startsWith('--font-'))).toEqual(['--font-body1', '--font-h1']);
  });

  it('steps the headings up at sm, md and lg, once, on :root (responsiveFontSizes, factor 2.2)', () => {
    const theme = createBrandTheme(null);
    const baseline = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, unknown>>;
    expect(theme.typography.h1.fontSize).toBe('var(--size-h1)');
    expect(Object.keys(theme.typography.h1).some((key) => key.startsWith('@media'))).toBe(false);
    expect(baseline[':root']['--size-h1']).toBe(`${1 + 2 / 2.2}rem`);
    expect(baseline['@media (min-width:1200px)'][':root']).toMatchObject({
      '--size-h1': '3rem',
      '--size-h2': '2.25rem',
    });
    // Body text does not step: its size is its own.
    expect(theme.typography.body1.fontSize).toBe('1rem');
  });

  it('falls back safely when the CMS leaves colours empty or sets junk', () => {
    const theme = createBrandTheme(appearance({ Primary: 'red; background: url(x)', Background: null, Text: '#12' }));
    expect(theme.palette.primary.main).toBe('#1f4e79');
    expect(theme.palette.background.default).toBe('#ffffff');
    expect(theme.palette.text.primary).toBe('#1b1f24');
  });

  it('keeps text readable when a brand picks low-contrast text colours', () => {
    const colours = brandColours(
      appearance({ Background: '#ffffff', Surface: '#f4f4f4', Text: '#bbbbbb', MutedText: '#cccccc' }),
    );
    expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.mutedText, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colours.mutedText, colours.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('reduces font names to safe CSS', () => {
    expect(fontFamily("Poppins'; } body { display:none } /*")).toBe(
      "'Poppins body displaynone', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    );
    expect(fontFamily(null)).toMatch(/^system-ui/);
  });
});
