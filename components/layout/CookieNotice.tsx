import dynamic from 'next/dynamic';
import { useState, useSyncExternalStore } from 'react';
import { pushConsentUpdate, readConsent, saveConsent, type ConsentChoice } from '@/lib/analytics/consent';
import type { CookieNotice as CookieNoticeSettings, LinkItem } from '@/lib/brand/site-settings';
import { safeLocalStorage } from '@/lib/browser-storage';

/**
 * The notice itself (./CookieNoticePanel: a Paper with the brand's Markdown text) exists only in
 * the browser, after hydration, so its code is fetched then, not with the page.
 */
const CookieNoticePanel = dynamic(() => import('./CookieNoticePanel'), { ssr: false });

const listeners = new Set<() => void>();
const hasChosen = () => readConsent(safeLocalStorage()) !== null;

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

/**
 * The cookie policy notification until the visitor accepts or rejects cookies. The choice is
 * stored (this browser, all its tabs), hides the notice for good and is sent to Google Tag
 * Manager's Consent Mode where analytics runs. The server render never shows it, so hydration
 * agrees; the browser then shows it when there is no choice yet.
 */
export default function CookieNotice({
  text,
  acceptButtonText,
  rejectButtonText,
  src,
  policy = null,
}: CookieNoticeSettings & {
  /** The brand's cookie policy page (policyLink): linked from the notice unless its text links it. */
  policy?: LinkItem | null;
}) {
  const stored = useSyncExternalStore(subscribe, hasChosen, () => true);
  // Chosen in this visit: covers browsers that block storage (the notice lives in the app shell,
  // so it stays hidden across client-side navigation and only comes back on a full load).
  const [chosenNow, setChosenNow] = useState(false);
  if (stored || chosenNow) return null;
  const choose = (choice: ConsentChoice) => {
    setChosenNow(true);
    saveConsent(safeLocalStorage(), choice);
    pushConsentUpdate(choice);
    listeners.forEach((listener) => listener());
  };
  return (
    <CookieNoticePanel
      text={text}
      acceptButtonText={acceptButtonText}
      rejectButtonText={rejectButtonText}
      src={src}
      policy={policy}
      onChoose={choose}
    />
  );
}
