import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { takeEarlyMessages } from '@/lib/react/early-clicks';
import { isInFrame } from './frame';
import { isPreviewRefreshMessage } from './refresh-messages';

/**
 * Inside the CMS admin's preview frame: when the admin says content changed, re-run the page's
 * getServerSideProps (router.replace to the same path, keeping the scroll position). A message
 * that came while the page was still loading (held by the paint-first loader) counts the same, once.
 * Outside a frame this listens to nothing.
 */
export function usePreviewRefresh(allowedOrigins: readonly string[]) {
  const router = useRouter();
  useEffect(() => {
    if (typeof window === 'undefined' || !isInFrame()) return;
    const refresh = () => void router.replace(router.asPath, undefined, { scroll: false });
    const onMessage = (event: MessageEvent) => {
      if (isPreviewRefreshMessage(event, allowedOrigins)) refresh();
    };
    window.addEventListener('message', onMessage);
    if (takeEarlyMessages().some((event) => isPreviewRefreshMessage(event, allowedOrigins))) refresh();
    return () => window.removeEventListener('message', onMessage);
  }, [allowedOrigins, router]);
}
