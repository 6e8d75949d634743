import { useState, useSyncExternalStore } from 'react';
import { pushConsentUpdate, readConsent, saveConsent, type ConsentChoice } from '@/lib/analytics/consent';
import type { CookieNotice as CookieNoticeSettings, LinkItem } from '@/lib/brand/site-settings';
import { safeLocalStorage } from '@/lib/browser-storage';
import CookieNoticePanel from './CookieNoticePanel';

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
 * Manager's Consent Mode where analytics runs.
 *
 * The server cannot know the choice (it is in this browser's storage, and one page serves every
 * visitor from the page cache), so every page's HTML carries the notice and it paints with the page,
 * not a second or more later after hydration (where, on a page with no large picture, it was the
 * largest paint). Where a choice is stored, a script in <head> marks <html> before the first paint
 * and CSS hides the notice (CONSENT_CHOSEN_ATTRIBUTE); hydration renders what the server did (the
 * server snapshot: no choice), then the stored choice removes it.
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
  const stored = useSyncExternalStore(subscribe, hasChosen, () => false);
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
