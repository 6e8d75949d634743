import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';

/**
 * The notice itself (./CookieNoticePanel: a Paper with the brand's Markdown text) exists only in
 * the browser, after hydration, so its code is fetched then, not with the page.
 */
const CookieNoticePanel = dynamic(() => import('./CookieNoticePanel'), { ssr: false });

export const COOKIE_CONSENT_KEY = 'cookieConsent';

const listeners = new Set<() => void>();
const readConsent = () => {
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
  } catch {
    return false;
  }
};

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

/**
 * The cookie policy notification until the visitor accepts it; accepting hides it for good (on
 * this browser, and in its other tabs). The server render never shows it, so hydration agrees; the
 * browser then shows it when there is no consent yet.
 */
export default function CookieNotice({ text, acceptButtonText }: { text: string; acceptButtonText: string }) {
  const stored = useSyncExternalStore(subscribe, readConsent, () => true);
  // Accepted in this visit: covers browsers that block storage (the notice lives in the app shell,
  // so it stays hidden across client-side navigation and only comes back on a full load).
  const [acceptedNow, setAcceptedNow] = useState(false);
  if (stored || acceptedNow) return null;
  const accept = () => {
    setAcceptedNow(true);
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    } catch {
      // storage unavailable: acceptedNow hides the notice anyway
    }
    listeners.forEach((listener) => listener());
  };
  return <CookieNoticePanel text={text} acceptButtonText={acceptButtonText} onAccept={accept} />;
}
