import type { FaqFragment } from '@/graphql/generated/graphql';
import { compact, text } from '@/lib/content/values';

export interface FaqItemView {
  id: string;
  question: string;
  /** Markdown (rendered with RichText). */
  answer: string;
}

/** Frequently asked questions (docs/content-rules.md §3: Destination, Experience and Product FAQ). */
export interface FaqView {
  title: string | null;
  questions: FaqItemView[];
}

/** Questions without a question or an answer are dropped; null when none is left. */
export function toFaq(raw: FaqFragment): FaqView | null {
  const questions = compact(raw.Questions).flatMap((item, index) => {
    const question = text(item.Question);
    const answer = text(item.Answer);
    return question && answer ? [{ id: item.id || String(index), question, answer }] : [];
  });
  return questions.length > 0 ? { title: text(raw.Title), questions } : null;
}
