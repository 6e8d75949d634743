import type { ExperiencesQuery, NewsQuery } from '@/graphql/generated/graphql';
import { toNews, type NewsView } from '@/components/lists/NewsList/toNews';
import { fieldSources, type FieldSources } from '@/lib/preview/content-source';

export const toNewsView = (data: NewsQuery): NewsView[] => toNews(data.newsItems);

/** An experience the news can be filtered by (draft mode: with where its name is edited). */
export interface ExperienceName {
  name: string;
  src?: FieldSources<'name'>;
}

/** The brand's experience names, for the news filter. */
export const toExperienceNames = (data: ExperiencesQuery): ExperienceName[] =>
  data.experiences.flatMap((item) =>
    item?.Name.trim() ? [{ name: item.Name, src: fieldSources(item, { name: 'Name' }) }] : [],
  );
