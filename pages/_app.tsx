// The brands' fonts, self-hosted (no request leaves the site for fonts). Each file only declares
// @font-face; browsers download a font file when a brand's theme uses it.
import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import '@fontsource/merriweather/400.css';
import '@fontsource/merriweather/700.css';
import '@fontsource/source-sans-3/400.css';
import '@fontsource/source-sans-3/600.css';
import '@fontsource/source-sans-3/700.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import '@fontsource/montserrat/800.css';
import '@fontsource/open-sans/400.css';
import '@fontsource/open-sans/600.css';
import '@fontsource/open-sans/700.css';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import type { AppProps } from 'next/app';
// Before Next hydrates the page: hydration runs as a transition, in slices (see the module).
import '@/lib/react/transition-hydration';
import ErrorTemplate from '@/components/templates/Error/ErrorTemplate';
import SiteShell from '@/components/layout/SiteShell';
import { pageTypeOf } from '@/lib/analytics/page-view';
import { isErrorPage, type SitePageProps } from '@/lib/cms/page-props';
import { HydratedCacheProvider, useHydratedCache } from '@/lib/cms/hydration';

export default function App(props: AppProps<SitePageProps<Record<string, unknown>>>) {
  const { Component, pageProps, router } = props;
  const cache = useHydratedCache(pageProps);
  return (
    <AppCacheProvider {...props}>
      <HydratedCacheProvider cache={cache}>
        <SiteShell site={pageProps.site} pageType={pageTypeOf(router.pathname, pageProps)}>
          {isErrorPage(pageProps) ? <ErrorTemplate status={pageProps.errorStatus} /> : <Component {...pageProps} />}
        </SiteShell>
      </HydratedCacheProvider>
    </AppCacheProvider>
  );
}
