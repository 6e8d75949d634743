import TagManager from 'react-gtm-module';
import { pageNonce } from '@/lib/page-nonce';

/** react-gtm-module's snippet builder, which its published types leave out. */
type SnippetBuilder = {
  gtm(args: { id: string; events: object; dataLayerName: string; auth: string; preview: string }): {
    script(): HTMLScriptElement;
  };
};

/**
 * Adds the GTM container snippet to the page, as `TagManager.initialize` does, but carrying the
 * page's CSP nonce: the snippet is an inline script, which the policy runs only with it (gtm.js,
 * which the snippet then loads, is trusted through 'strict-dynamic').
 */
export function insertContainer(gtmId: string): void {
  const snippets = (TagManager as unknown as SnippetBuilder).gtm({
    id: gtmId,
    events: {},
    dataLayerName: 'dataLayer',
    auth: '',
    preview: '',
  });
  const script = snippets.script();
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.insertBefore(script, document.head.firstChild);
}
