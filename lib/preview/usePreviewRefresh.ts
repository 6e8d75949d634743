import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isInFrame } from './frame';
import { isPreviewRefreshMessage } from './refresh-messages';

/**
 * Inside the CMS admin's preview frame: when the admin says content changed, re-run the page's
 * getServerSideProps (router.replace to the same path, keeping the scroll position). Outside a
 * frame this listens to nothing.
 */
export function usePreviewRefresh(allowedOrigins: readonly string[]) {
  const router = useRouter();
  useEffect(() => {
    if (typeof window === 'undefined' || !isInFrame()) return;
    const onMessage = (event: MessageEvent) => {
      if (isPreviewRefreshMessage(event, allowedOrigins)) {
        void router.replace(router.asPath, undefined, { scroll: false });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowedOrigins, router]);
}
