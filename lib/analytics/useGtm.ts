import { useEffect } from 'react';
import TagManager from 'react-gtm-module';

let initialised: string | null = null;

/**
 * Google Tag Manager, only when the server says so: the id arrives in page props only in the
 * production environment mode with GTM_ID set (both read at request time, never built in).
 */
export function useGtm(gtmId: string | null | undefined) {
  useEffect(() => {
    if (!gtmId || initialised === gtmId) return;
    initialised = gtmId;
    TagManager.initialize({ gtmId });
  }, [gtmId]);
}
