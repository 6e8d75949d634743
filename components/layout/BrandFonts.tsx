import GlobalStyles from '@mui/material/GlobalStyles';
import Head from 'next/head';
import { useMemo } from 'react';
import { brandFaces, fontFaceRules, fontPreloads, type BrandFonts as Fonts, type VariableFonts } from '@/theme/fonts';

/**
 * The brand's fonts (theme/fonts.ts): its faces and their fallbacks declared in the page's inline
 * CSS, and the files of the body's, main heading's and buttons' preloaded (a variable file once).
 * No stylesheet to wait for before the first paint. Which families are variable files the server
 * chose (the page's props carry it), so both renders declare the same faces.
 */
export default function BrandFonts({ fonts, variable }: { fonts: Fonts; variable?: VariableFonts }) {
  const rules = useMemo(() => fontFaceRules(brandFaces(fonts), variable), [fonts, variable]);
  const preloads = useMemo(() => fontPreloads(fonts, variable), [fonts, variable]);
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
