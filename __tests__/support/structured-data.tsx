import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StructuredDataContext, type StructuredData } from '@/components/ui/JsonLd';
import type { SiteSettings } from '@/lib/brand/site-settings';
import type { SiteProps } from '@/lib/cms/page-props';
import { jsonLdText } from '@/lib/seo/structured-data';
import { TestProviders } from './render';

/**
 * A server render of `ui` in a page's providers, as pages/_document.tsx makes it: its HTML and the
 * structured data it gathered, each object as a crawler parses it from the page's `<head>`. The
 * builders run on the server only (components/ui/JsonLd.tsx), so a test file using this runs in
 * the node environment (`@jest-environment node`).
 */
export function serverRender(ui: ReactElement, options: { site?: SiteProps | null; settings?: SiteSettings } = {}) {
  if (typeof window !== 'undefined') throw new Error('serverRender needs the node test environment');
  const gathered: StructuredData = new Map();
  const html = renderToString(
    <StructuredDataContext.Provider value={gathered}>
      <TestProviders {...options}>{ui}</TestProviders>
    </StructuredDataContext.Provider>,
  );
  const scripts = [...gathered].map(([id, data]) => ({ id, text: jsonLdText(data) }));
  return {
    html,
    scripts,
    structuredData: scripts.map(({ text }) => JSON.parse(text) as Record<string, unknown>),
  };
}
