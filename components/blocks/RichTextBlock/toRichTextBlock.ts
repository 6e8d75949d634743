import type { RichTextFragment } from '@/graphql/generated/graphql';
import { text } from '@/lib/content/values';

export interface RichTextBlockView {
  title: string | null;
  body: string;
}

export function toRichTextBlock(raw: RichTextFragment): RichTextBlockView | null {
  const body = raw.Body?.trim();
  return body ? { title: text(raw.Title), body } : null;
}
