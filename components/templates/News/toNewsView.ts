import type { ExperiencesQuery, NewsQuery } from '@/graphql/generated/graphql';
import { toNews, type NewsView } from '@/components/lists/NewsList/toNews';

export const toNewsView = (data: NewsQuery): NewsView[] => toNews(data.newsItems);

/** The brand's experience names, for the news filter. */
export const toExperienceNames = (data: ExperiencesQuery): string[] =>
  data.experiences.flatMap((item) => (item?.Name.trim() ? [item.Name] : []));
