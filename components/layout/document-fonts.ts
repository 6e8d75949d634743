import { BrandSiteSettingsDocument } from '@/graphql/generated/documents/BrandSiteSettings';
import { toSiteSettings } from '@/lib/brand/site-settings';
import { APOLLO_STATE_PROP_NAME, restoreCache, type WithApolloState } from '@/lib/cms/hydration';
import type { SiteProps } from '@/lib/cms/page-props';
import { variableFonts } from '@/theme/font-files';
import { brandFaces, fontFaceCss, fontFaceRules } from '@/theme/fonts';

/**
 * The page's @font-face rules (theme/fonts.ts), as a stylesheet the server writes into the
 * document's `<head>` (pages/_document.tsx), from the brand's settings in the cache the page
 * carries: its faces and their metric-matched fallbacks, per family one variable face or a static
 * face per weight, whichever is fewer bytes for the weights the brand uses (theme/font-files.ts, with
 * the files' sizes). Only the server does this: the browser never builds the rules again, nor takes
 * the stylesheet over, so none of this code is in a visitor's JavaScript. Empty without a brand or
 * settings (an error page while the CMS is down).
 */
export function brandFontFaceCss(pageProps: WithApolloState<{ site?: SiteProps }> | undefined): string {
  const brandName = pageProps?.site?.brand?.name;
  const state = pageProps?.[APOLLO_STATE_PROP_NAME];
  if (!brandName || !state) return '';
  const data = restoreCache(state).readQuery({ query: BrandSiteSettingsDocument, variables: { brandName } });
  const fonts = toSiteSettings(data?.brandSettings[0]).appearance.fonts;
  return fontFaceCss(fontFaceRules(brandFaces(fonts), variableFonts(fonts)));
}
