import { CacheProvider } from '@emotion/react';
import { siteEmotionCache } from '@/theme/emotion-cache';
import type { EmotionCache } from '@emotion/cache';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
// Before Next hydrates the page: hydration runs as a transition, in slices (see the module).
import '@/lib/react/transition-hydration';
import SiteShell from '@/components/layout/SiteShell';
import { pageTypeOf } from '@/lib/analytics/page-view';
import { pageNonce } from '@/lib/page-nonce';
import { isErrorPage, type SitePageProps } from '@/lib/cms/page-props';
import { HydratedCacheProvider, useHydratedCache } from '@/lib/cms/hydration';
import { replayEarlyClicks } from '@/lib/react/early-clicks';

/**
 * In the browser, one Emotion cache whose `<style>` elements carry the page's CSP nonce (read from
 * Next's own scripts, which carry it), so styles inserted after hydration are allowed too. On the
 * server _document hands each render a cache with that response's nonce.
 */
let browserEmotionCache: EmotionCache | undefined;
function emotionCache(fromDocument: EmotionCache | undefined): EmotionCache {
  if (fromDocument) return fromDocument;
  if (typeof document === 'undefined') return siteEmotionCache(undefined); // a render without _document (tests)
  return (browserEmotionCache ??= siteEmotionCache(pageNonce()));
}

/** An error page's content: a chunk of its own, loaded (and rendered) on error pages only. */
const ErrorTemplate = dynamic(() => import('@/components/templates/Error/ErrorTemplate'));

/** Click-to-edit in the admin's preview: a chunk of its own, rendered (and so loaded) in draft mode only. */
const VisualEditing = dynamic(() => import('@/components/layout/VisualEditing'));

type Props = AppProps<SitePageProps<Record<string, unknown>>> & { emotionCache?: EmotionCache };

export default function App(props: Props) {
  const { Component, pageProps, router } = props;
  const cache = useHydratedCache(pageProps);
  const site = pageProps.site;
  // Hydrated: the buttons clicked while the scripts were on their way get their clicks now.
  useEffect(replayEarlyClicks, []);
  const shell = (
    <SiteShell site={site} pageType={pageTypeOf(router.pathname, pageProps)}>
      {isErrorPage(pageProps) ? <ErrorTemplate status={pageProps.errorStatus} /> : <Component {...pageProps} />}
    </SiteShell>
  );
  return (
    <CacheProvider value={emotionCache(props.emotionCache)}>
      <HydratedCacheProvider cache={cache}>
        {site?.draft ? (
          <VisualEditing origins={site.previewOrigins} documentId={site.previewDocumentId} page={pageProps}>
            {shell}
          </VisualEditing>
        ) : (
          shell
        )}
      </HydratedCacheProvider>
    </CacheProvider>
  );
}
