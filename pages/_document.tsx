import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { CONSENT_CHOSEN_SCRIPT } from '@/lib/analytics/consent';
import { siteEmotionCache } from '@/theme/emotion-cache';
import { NONCE_HEADER, NONCE_PATTERN } from '@/lib/security/content-security-policy';

type Props = DocumentProps & DocumentHeadTagsProps & { nonce?: string };

export default function Document(props: Props) {
  return (
    <Html lang="en" dir="ltr">
      <Head nonce={props.nonce}>
        {/* Before the body paints: hides the server-rendered cookie notice where a choice is stored. */}
        <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />
        <DocumentHeadTags {...props} />
      </Head>
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
  const props = await documentGetInitialProps(context, { emotionCache: siteEmotionCache(nonce) });
  return { ...props, nonce };
};
