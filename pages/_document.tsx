import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import type { AppType } from 'next/app';
import { isValidElement, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { brandFontFaceCss } from '@/components/layout/document-fonts';
import { StructuredDataContext, type StructuredData } from '@/components/ui/JsonLd';
import { CONSENT_CHOSEN_SCRIPT } from '@/lib/analytics/consent';
import { jsonLdText } from '@/lib/seo/structured-data';
import { FONTS_NOW_SCRIPT, paintFirstScript } from '@/lib/react/paint-first';
import { PREVIEW_MESSAGE_TYPES } from '@/lib/preview/refresh-messages';
import { siteEmotionCache } from '@/theme/emotion-cache';
import { NONCE_HEADER, NONCE_PATTERN } from '@/lib/security/content-security-policy';

type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string; structuredData?: StructuredData };

type DocumentFiles = Parameters<Head['getScripts']>[0];
type ScriptElement = ReactElement<{ src?: string; nonce?: string }>;

/**
 * Next's `<head>`, with its chunks loaded after the first paint (lib/react/paint-first.ts) rather
 * than as `<script defer>`: Next renders its dynamic chunks, then its page's scripts (after an
 * inline script of Turbopack's, kept as it is); the addresses of both go, in that order, into one
 * inline script that adds them once the page has painted.
 */
class PaintFirstHead extends Head {
  private dynamicChunks: string[] = [];

  getDynamicChunks(files: DocumentFiles) {
    // `next dev` hides the body until its scripts run: nothing would paint without them.
    if (this.context.isDevelopment) return super.getDynamicChunks(files);
    this.dynamicChunks = sourcesOf(super.getDynamicChunks(files));
    return [];
  }

  getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files);
    if (this.context.isDevelopment) {
      // Next's own order, and the brand's fonts at once.
      const fonts = (
        <script key="fonts" nonce={this.props.nonce} dangerouslySetInnerHTML={{ __html: FONTS_NOW_SCRIPT }} />
      );
      return [...scripts, fonts];
    }
    const inline = scripts.filter((script) => !(script.props as ScriptElement['props']).src);
    const sources = [...this.dynamicChunks, ...sourcesOf(scripts)];
    return [
      ...inline,
      <script
        key="paint-first"
        nonce={this.props.nonce}
        dangerouslySetInnerHTML={{ __html: paintFirstScript(sources, PREVIEW_MESSAGE_TYPES) }}
      />,
    ];
  }
}

function sourcesOf(elements: readonly (ReactElement | null)[]): string[] {
  return elements.flatMap((element) => {
    const src = isValidElement(element) ? (element as ScriptElement).props.src : undefined;
    return typeof src === 'string' ? [src] : [];
  });
}

export default function Document(props: Props) {
  const fontFaces = brandFontFaceCss(props.__NEXT_DATA__.props?.pageProps);
  return (
    <Html lang="en" dir="ltr">
      <PaintFirstHead nonce={props.nonce}>
        {/* Before the body paints: hides the server-rendered cookie notice where a choice is stored. */}
        <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />
        {fontFaces ? <style nonce={props.nonce} dangerouslySetInnerHTML={{ __html: fontFaces }} /> : null}
        {/* The page's structured data, gathered while it rendered (components/ui/JsonLd.tsx). */}
        {[...(props.structuredData ?? [])].map(([id, data]) => (
          <script
            key={`ld-${id}`}
            id={`ld-${id}`}
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
          />
        ))}
        <DocumentHeadTags {...props} />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

/**
 * Emotion's styles are collected during the server render and put in <head>: no flash of unstyled
 * content, and the client hydrates against the same class names. Next's scripts and Emotion's
 * style elements carry the nonce of this response's Content-Security-Policy (proxy.ts).
 */
Document.getInitialProps = async (context: DocumentContext) => {
  const header = context.req?.headers[NONCE_HEADER];
  const nonce = typeof header === 'string' && NONCE_PATTERN.test(header) ? header : undefined;
  const structuredData: StructuredData = new Map();
  const props = await documentGetInitialProps(context, {
    emotionCache: siteEmotionCache(nonce),
    plugins: [
      {
        enhanceApp: (App: ComponentType<ComponentProps<AppType>>) =>
          function WithStructuredData(appProps: ComponentProps<AppType>) {
            return (
              <StructuredDataContext.Provider value={structuredData}>
                <App {...appProps} />
              </StructuredDataContext.Provider>
            );
          },
        resolveProps: async (initialProps) => initialProps,
      },
    ],
  });
  return { ...props, nonce, structuredData };
};
