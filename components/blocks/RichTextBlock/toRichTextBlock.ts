import type { RichTextFragment } from '@/graphql/generated/graphql';

export interface RichTextBlockView {
  title: string | null;
  body: string;
}

export function toRichTextBlock(raw: RichTextFragment): RichTextBlockView | null {
  const body = raw.Body?.trim();
  return body ? { title: raw.Title?.trim() || null, body } : null;
}
