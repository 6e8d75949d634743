import Head from 'next/head';
import { jsonLdText } from '@/lib/seo/structured-data';

/**
 * One structured-data object in the page's head, as `<script type="application/ld+json">`.
 * `id` names its slot: a page has one object per slot (a later one with the same id replaces it),
 * so two lists of blocks cannot give a page two FAQPage objects.
 */
export default function JsonLd({ id, data }: { id: string; data: object | null }) {
  if (!data) return null;
  return (
    <Head>
      <script
        key={`ld-${id}`}
        id={`ld-${id}`}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
      />
    </Head>
  );
}
