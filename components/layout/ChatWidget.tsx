import Script from 'next/script';
import { chatHostOf } from '@/cms/src/lib/chat-providers';

interface ChatSettings {
  token: string;
  host: string;
  widgetId: string;
}

declare global {
  interface Window {
    fcWidget?: { init(config: { token: string; host: string; widgetUuid: string }): void };
  }
}

/** How each listed provider's widget is started once its script has loaded. */
const STARTS: Record<string, (settings: ChatSettings) => void> = {
  Freshchat: ({ token, host, widgetId }) =>
    window.fcWidget?.init({ token, host: `https://${host}`, widgetUuid: widgetId }),
};

/**
 * The brand's live chat, only when its settings name one and its host is a listed chat provider's
 * (cms/src/lib/chat-providers.ts; the CMS refuses any other when the settings are saved, and this
 * loads nothing for one that got into the database another way). The provider's script is loaded
 * after the page has finished loading (lazyOnload), so it never delays the page.
 */
export default function ChatWidget({ token, host, widgetId }: ChatSettings) {
  const chat = chatHostOf(host);
  const start = chat && STARTS[chat.provider.name];
  if (!chat || !start) return null;
  return (
    <Script
      id="chat-widget"
      strategy="lazyOnload"
      src={`https://${chat.host}${chat.provider.script}`}
      onLoad={() => start({ token, host: chat.host, widgetId })}
    />
  );
}
