import { useState, useSyncExternalStore } from 'react';
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  pushConsentUpdate,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '@/lib/analytics/consent';
import { loadCapture } from '@/lib/tracking/load-capture';
import type { CookieNotice as CookieNoticeSettings, LinkItem } from '@/lib/brand/site-settings';
import { safeLocalStorage } from '@/lib/browser-storage';
import CookieNoticePanel from './CookieNoticePanel';

const listeners = new Set<() => void>();
const hasChosen = () => readConsent(safeLocalStorage()) !== null;
/** Asked for again (the footer's "Cookie settings"): shown whatever was chosen, until they choose. */
let reopened = false;
/** Where the keyboard's focus was before it moved into the notice: it returns there after the choice. */
let returnFocusTo: HTMLElement | null = null;
const isReopened = () => reopened;
const notify = () => listeners.forEach((listener) => listener());

/**
 * Shows the notice again, on any page, for a visitor to change their choice (the footer's "Cookie
 * settings"): the choice they make then replaces the stored one and is sent to Consent Mode.
 */
export function reopenCookieNotice(): void {
  reopened = true;
  // The focus goes back there (the footer's button) once the visitor chose.
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // The head's script hid it by CSS for a visitor who had chosen: it is asked for now.
  document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
  notify();
}

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
 * stored (this browser, all its tabs), hides the notice until the visitor asks for it again (the
 * footer's "Cookie settings", reopenCookieNotice), and is sent to Google Tag Manager's Consent
 * Mode where analytics runs. The arrival's campaign waits for it (lib/tracking/capture.ts).
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
  const asked = useSyncExternalStore(subscribe, isReopened, () => false);
  // Chosen in this visit: covers browsers that block storage (the notice lives in the app shell,
  // so it stays hidden across client-side navigation and only comes back on a full load).
  const [chosenNow, setChosenNow] = useState(false);
  if ((stored || chosenNow) && !asked) return null;
  const choose = (choice: ConsentChoice) => {
    setChosenNow(true);
    reopened = false;
    const storage = safeLocalStorage();
    saveConsent(storage, choice);
    // The arrival's campaign: kept on accept, dropped (with what was kept) on reject.
    void loadCapture().then(({ applyTrackingChoice }) => applyTrackingChoice(storage, choice));
    pushConsentUpdate(choice);
    notify();
    // The notice goes away: the focus goes back where the visitor was, not to the top of the page.
    const back = returnFocusTo;
    returnFocusTo = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  };
  return (
    <CookieNoticePanel
      text={text}
      acceptButtonText={acceptButtonText}
      rejectButtonText={rejectButtonText}
      src={src}
      policy={policy}
      onChoose={choose}
      focusOnShow={asked}
      onFocusEnter={(from) => {
        returnFocusTo ??= from;
      }}
    />
  );
}
