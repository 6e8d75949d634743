/**
 * The CSP nonce of the page the browser is showing, for elements the page's own code adds later
 * (Emotion's styles, the GTM snippet). Browsers hide a nonce attribute's value from the DOM once
 * parsed, but keep it in the element's `nonce` property; Next's scripts all carry it.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  // The attribute is only readable where the nonce is not hidden (jsdom, old browsers).
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}
