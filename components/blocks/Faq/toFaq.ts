import type { FaqFragment } from '@/graphql/generated/graphql';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface FaqItemView {
  id: string;
  question: string;
  /** Markdown (rendered with RichText). */
  answer: string;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'question' | 'answer'>;
}

/** Frequently asked questions (docs/content-rules.md §3: Destination, Experience and Product FAQ). */
export interface FaqView {
  title: string | null;
  questions: FaqItemView[];
  /** Draft mode: where the title is edited. */
  src?: FieldSources<'title'>;
}

/** Questions without a question or an answer are dropped; null when none is left. */
export function toFaq(raw: FaqFragment): FaqView | null {
  const questions = compact(raw.Questions).flatMap((item, index) => {
    const question = text(item.Question);
    const answer = text(item.Answer);
    return question && answer
      ? [
          {
            id: item.id || String(index),
            question,
            answer,
            src: fieldSources(item, { question: 'Question', answer: 'Answer' }),
          },
        ]
      : [];
  });
  return questions.length > 0
    ? { title: text(raw.Title), questions, src: fieldSources(raw, { title: 'Title' }) }
    : null;
}
