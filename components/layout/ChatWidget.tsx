import Script from 'next/script';

/** A host name (optionally with a port): nothing that could turn the script URL into something else. */
export const safeChatHost = (host: string) =>
  /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/i.test(host)
    ? host.toLowerCase()
    : null;

/**
 * The brand's live chat, only when its settings name one: the provider's script is loaded after the
 * page has finished loading (lazyOnload), so it never delays the page.
 */
export default function ChatWidget({ token, host, widgetId }: { token: string; host: string; widgetId: string }) {
  const safe = safeChatHost(host);
  if (!safe) return null;
  return (
    <Script
      id="chat-widget"
      strategy="lazyOnload"
      src={`https://${safe}/widget.js`}
      data-token={token}
      data-widget-id={widgetId}
    />
  );
}
