import manifest from '@/public/fonts/manifest.json';
import {
  brandFaces,
  families,
  SUBSETS,
  type BrandFonts,
  type ShippedFont,
  type Subset,
  type VariableFonts,
} from './fonts';

/**
 * Which of a brand's families a page declares as one variable face: decided on the server, with
 * the sizes scripts/fonts.js read from the files (public/fonts/manifest.json), so the browser's
 * bundle carries no table of sizes; the document's head declares the faces so chosen
 * (components/layout/document-fonts.ts, theme/fonts.ts), and the browser never needs the choice.
 */

/** What scripts/fonts.js read from the installed packages: versions, file sizes, weight ranges. */
export interface FontManifest {
  static: Partial<Record<string, { version: string; sizes: Partial<Record<string, Partial<Record<string, number>>>> }>>;
  variable: Partial<Record<string, { version: string; weight: number[]; sizes: Partial<Record<string, number>> }>>;
}
const FILES: FontManifest = manifest;

/** A font's variable file for a subset, when its package is installed (the version the font names). */
export function variableFile(font: ShippedFont, subset: Subset, files: FontManifest = FILES) {
  const installed = files.variable[font.package];
  if (!font.variable || !installed || installed.version !== font.variable) return undefined;
  const [min, max] = installed.weight;
  const bytes = installed.sizes[subset];
  if (!bytes || !min || !max) return undefined;
  return { weight: [min, max] as const, bytes };
}

/**
 * Whether a subset of a family is declared as its one variable face rather than a face per
 * weight: when its variable file is fewer bytes than the static files of those weights.
 */
export function usesVariable(
  font: ShippedFont,
  weights: readonly number[],
  subset: Subset,
  files: FontManifest = FILES,
): boolean {
  const variable = variableFile(font, subset, files);
  if (!variable) return false;
  const installed = files.static[font.package];
  const sizes = installed?.version === font.version ? installed.sizes[subset] : undefined;
  const staticBytes = weights.reduce((sum, weight) => sum + (sizes?.[weight] ?? Infinity), 0);
  return variable.bytes < staticBytes;
}

/** The brand's families declared as their variable face, and for which subsets. */
export function variableFonts(fonts: BrandFonts | null | undefined, files: FontManifest = FILES): VariableFonts {
  const chosen: VariableFonts = {};
  for (const { font, weights } of families(brandFaces(fonts))) {
    const subsets = (Object.keys(SUBSETS) as Subset[]).filter((subset) => usesVariable(font, weights, subset, files));
    const file = variableFile(font, 'latin', files);
    if (subsets.length && file) chosen[font.package] = { weight: file.weight, subsets };
  }
  return chosen;
}
