import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { siteEmotionCache } from '@/theme/emotion-cache';
import type { EmotionCache } from '@emotion/cache';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
// Before Next hydrates the page: hydration runs as a transition, in slices (see the module).
import '@/lib/react/transition-hydration';
import ErrorTemplate from '@/components/templates/Error/ErrorTemplate';
import SiteShell from '@/components/layout/SiteShell';
import { pageTypeOf } from '@/lib/analytics/page-view';
import { pageNonce } from '@/lib/page-nonce';
import { isErrorPage, type SitePageProps } from '@/lib/cms/page-props';
import { HydratedCacheProvider, useHydratedCache } from '@/lib/cms/hydration';

/**
 * In the browser, one Emotion cache whose `<style>` elements carry the page's CSP nonce (read from
 * Next's own scripts, which carry it), so styles inserted after hydration are allowed too. On the
 * server _document hands each render a cache with that response's nonce.
 */
let browserEmotionCache: EmotionCache | undefined;
function emotionCache(fromDocument: EmotionCache | undefined): EmotionCache | undefined {
  if (fromDocument || typeof document === 'undefined') return fromDocument;
  return (browserEmotionCache ??= siteEmotionCache(pageNonce()));
}

/** Click-to-edit in the admin's preview: a chunk of its own, rendered (and so loaded) in draft mode only. */
const VisualEditing = dynamic(() => import('@/components/layout/VisualEditing'));

type Props = AppProps<SitePageProps<Record<string, unknown>>> & { emotionCache?: EmotionCache };

export default function App(props: Props) {
  const { Component, pageProps, router } = props;
  const cache = useHydratedCache(pageProps);
  const site = pageProps.site;
  const shell = (
    <SiteShell site={site} pageType={pageTypeOf(router.pathname, pageProps)}>
      {isErrorPage(pageProps) ? <ErrorTemplate status={pageProps.errorStatus} /> : <Component {...pageProps} />}
    </SiteShell>
  );
  return (
    <AppCacheProvider {...props} emotionCache={emotionCache(props.emotionCache)}>
      <HydratedCacheProvider cache={cache}>
        {site?.draft ? (
          <VisualEditing origins={site.previewOrigins} documentId={site.previewDocumentId} page={pageProps}>
            {shell}
          </VisualEditing>
        ) : (
          shell
        )}
      </HydratedCacheProvider>
    </AppCacheProvider>
  );
}
