import type { TextStyle, TextStyleName } from '@/lib/brand/site-settings';

/**
 * Fonts the site ships (self-hosted from @fontsource, imported in pages/_app.tsx), with their
 * fallback stacks. A brand naming another font still gets it if the visitor has it installed.
 */
const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";
const KNOWN_FONTS: Record<string, string> = {
  poppins: SANS,
  inter: SANS,
  montserrat: SANS,
  'open sans': SANS,
  'source sans 3': SANS,
  merriweather: SERIF,
};

/**
 * A CSS font-family for a font name from the CMS. The name is reduced to letters, digits, spaces
 * and hyphens, so nothing an editor types can break out of the CSS declaration.
 */
export function fontFamily(name: string | null | undefined): string {
  const safe = (name ?? '')
    .replace(/[^A-Za-z0-9 -]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!safe) return SANS;
  return `'${safe}', ${KNOWN_FONTS[safe.toLowerCase()] ?? SANS}`;
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
