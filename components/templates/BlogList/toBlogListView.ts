import type { BlogListQuery } from '@/graphql/generated/graphql';
import { toBlogCards, type BlogCardView } from '@/components/lists/BlogCard/toBlogCard';
import { toTags, type TagView } from '@/components/lists/TagChips/toTags';
import { groupByMonth } from '@/lib/content/months';
import { compact } from '@/lib/content/values';
import type { ViewContext } from '../usePageView';

export interface BlogListView {
  months: { month: string; cards: BlogCardView[] }[];
  tags: TagView[];
  count: number;
}

/** Posts newest first (the query's order), grouped by the month name of datePublished (docs/content-rules.md §3). */
export function toBlogListView(data: BlogListQuery, context: ViewContext, tagSlug?: string | null): BlogListView {
  const posts = compact(data.blogPosts);
  const tags = toTags(posts.flatMap((post) => post.blog_types));
  const selected = tagSlug ? posts.filter((post) => post.blog_types.some((type) => type?.Slug === tagSlug)) : posts;
  const cards = toBlogCards(selected, context);
  const byId = new Map(cards.map((card) => [card.key, card]));
  return {
    months: groupByMonth(selected, (post) => post.datePublished).map((group) => ({
      month: group.month,
      cards: group.items.flatMap((post) => byId.get(post.documentId) ?? []),
    })),
    tags,
    count: cards.length,
  };
}
