/**
 * The visitor's cookie choice and Google's Consent Mode v2 (the four consent types GTM tags read).
 * Browser-safe, no React.
 */
import { gtag } from './data-layer';

export type ConsentChoice = 'granted' | 'denied';

/** localStorage key of the choice. Older pages stored `accepted`, read as granted. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/** What a stored value means: the one table readConsent and CONSENT_CHOSEN_SCRIPT read. */
const STORED_CHOICES: Readonly<Record<string, ConsentChoice>> = {
  granted: 'granted',
  accepted: 'granted',
  denied: 'denied',
};

/**
 * Set on `<html>` before the first paint when this browser has a stored choice (see
 * CONSENT_CHOSEN_SCRIPT): the cookie notice, in every page's server HTML, is hidden by CSS at once
 * instead of flashing until hydration removes it.
 */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-consent-chosen';

/**
 * The inline script (in <head>, with the response's CSP nonce: pages/_document.tsx) that sets
 * CONSENT_CHOSEN_ATTRIBUTE when readConsent would find a choice (the same STORED_CHOICES). Every
 * page is the same HTML for every visitor (the page cache), and the choice lives in this browser's
 * storage, so only the browser can decide, and only a script that runs before the body is painted
 * decides in time. Made once, when the module loads.
 */
export const CONSENT_CHOSEN_SCRIPT = `try{if(${JSON.stringify(Object.keys(STORED_CHOICES))}.indexOf(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))>=0)document.documentElement.setAttribute(${JSON.stringify(CONSENT_CHOSEN_ATTRIBUTE)},"")}catch(e){}`;

/** Consent Mode v2 state for a choice: analytics and advertising storage, ad user data and personalisation. */
export function consentState(choice: ConsentChoice) {
  return {
    ad_storage: choice,
    ad_user_data: choice,
    ad_personalization: choice,
    analytics_storage: choice,
  };
}

/** The stored choice; null when there is none, it is unreadable or storage is blocked. */
export function readConsent(storage: Pick<Storage, 'getItem'> | null | undefined): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return value != null && Object.hasOwn(STORED_CHOICES, value) ? STORED_CHOICES[value] : null;
  } catch {
    return null;
  }
}

/** Stores the choice; storage that is missing, full or forbidden never breaks the page. */
export function saveConsent(storage: Pick<Storage, 'setItem'> | null | undefined, choice: ConsentChoice): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // the choice then holds for this visit only
  }
}

/**
 * Consent Mode defaults: everything denied until the visitor chooses, then the stored choice.
 * Pushed before GTM loads, so no tag ever runs on a state it was not given.
 */
export function pushConsentDefaults(stored: ConsentChoice | null): void {
  gtag('consent', 'default', { ...consentState('denied'), wait_for_update: 500 });
  if (stored) gtag('consent', 'update', consentState(stored));
}

const updateListeners = new Set<(choice: ConsentChoice) => void>();

/**
 * Calls `listener` with each choice the visitor makes on this page (pushConsentUpdate), after GTM
 * has been told; returns the unsubscribe. Not for a choice made in another tab: GTM on this page is
 * not told of that one either.
 */
export function onConsentUpdate(listener: (choice: ConsentChoice) => void): () => void {
  updateListeners.add(listener);
  return () => void updateListeners.delete(listener);
}

/** Tells GTM the visitor's new choice (only where analytics runs: the data layer exists). */
export function pushConsentUpdate(choice: ConsentChoice): void {
  if (typeof window === 'undefined' || !window.dataLayer) return;
  gtag('consent', 'update', consentState(choice));
  updateListeners.forEach((listener) => listener(choice));
}
