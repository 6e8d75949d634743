/**
 * The fixed design tokens of docs/content-rules.md §3 and §9; every brand theme is built on top of these.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1640 } as const;

export const SPACING_UNIT = 8;

/** Border sizes (px). */
export const BORDERS = { thin: 1, thick: 4, heavy: 6 } as const;

/** Border radii (px); `default` is the theme's shape radius. */
export const RADII = { small: 3, default: 4, large: 20, pill: 50 } as const;

export const FOCUS_OUTLINE = { width: 3, colour: '#0066cc', offset: 2 } as const;

export const ICON_BUTTON_PADDING = 12;

/** Used when a brand leaves a colour empty (or sets one that is not #RRGGBB). */
export const FALLBACK_COLOURS = {
  primary: '#1f4e79',
  secondary: '#c2571a',
  accent: '#f2b705',
  background: '#ffffff',
  surface: '#f6f7f9',
  text: '#1b1f24',
  mutedText: '#505a66',
} as const;
