import type { RichTextFragment } from '@/graphql/generated/graphql';
import { text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface RichTextBlockView {
  title: string | null;
  /** Markdown. */
  body: string;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'body'>;
}

export function toRichTextBlock(raw: RichTextFragment): RichTextBlockView | null {
  const body = raw.Body?.trim();
  return body ? { title: text(raw.Title), body, src: fieldSources(raw, { title: 'Title', body: 'Body' }) } : null;
}
