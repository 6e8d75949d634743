import type { ProcessTimelineFragment } from '@/graphql/generated/graphql';
import { compact, text } from '@/lib/content/values';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export interface ProcessStepView {
  id: string;
  title: string | null;
  /** Plain text; line breaks typed in the CMS are kept. */
  body: string | null;
  /** When the step happens or how long it takes ("Week 1", "2–3 days"). */
  timeFrame: string | null;
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title' | 'body' | 'timeFrame'>;
}

/** The steps of a programme, in order (docs/content-rules.md §3 Product v2 "process timeline"). */
export interface ProcessTimelineView {
  title: string | null;
  steps: ProcessStepView[];
  /** Draft mode: where each text is edited. */
  src?: FieldSources<'title'>;
}

/** Steps with neither title nor body are dropped; null when none is left. */
export function toProcessTimeline(raw: ProcessTimelineFragment): ProcessTimelineView | null {
  const steps = compact(raw.Steps).flatMap((step, index) => {
    const title = text(step.Title);
    const body = text(step.Body);
    return title || body
      ? [
          {
            id: step.id || String(index),
            title,
            body,
            timeFrame: text(step.TimeFrame),
            src: fieldSources(step, { title: 'Title', body: 'Body', timeFrame: 'TimeFrame' }),
          },
        ]
      : [];
  });
  return steps.length > 0 ? { title: text(raw.Title), steps, src: fieldSources(raw, { title: 'Title' }) } : null;
}
