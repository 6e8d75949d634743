import type { FaqFragment } from '@/graphql/generated/graphql';
import { cmsText, compact } from '../InfoBanner/cms-fields';

export interface FaqItemView {
  id: string;
  question: string;
  /** Markdown (rendered with RichText). */
  answer: string;
}

/** Frequently asked questions (SPEC.md §3: Destination, Experience and Product FAQ). */
export interface FaqView {
  title: string | null;
  questions: FaqItemView[];
}

/** Questions without a question or an answer are dropped; null when none is left. */
export function toFaq(raw: FaqFragment): FaqView | null {
  const questions = compact(raw.Questions).flatMap((item, index) => {
    const question = cmsText(item.Question);
    const answer = cmsText(item.Answer);
    return question && answer ? [{ id: item.id || String(index), question, answer }] : [];
  });
  return questions.length > 0 ? { title: cmsText(raw.Title), questions } : null;
}
