import GlobalStyles from '@mui/material/GlobalStyles';
import Head from 'next/head';
import { useMemo } from 'react';
import { brandFaces, fontFaceRules, fontPreloads, type BrandFonts as Fonts } from '@/theme/fonts';

/**
 * The brand's fonts (theme/fonts.ts): its faces declared in the page's inline CSS, and the three
 * the first screen shows preloaded. No stylesheet to wait for before the first paint.
 */
export default function BrandFonts({ fonts }: { fonts: Fonts }) {
  const rules = useMemo(() => fontFaceRules(brandFaces(fonts)), [fonts]);
  const preloads = useMemo(() => fontPreloads(fonts), [fonts]);
  return (
    <>
      <Head>
        {preloads.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
      </Head>
      <GlobalStyles styles={rules} />
    </>
  );
}
