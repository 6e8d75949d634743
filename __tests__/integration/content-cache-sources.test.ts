/**
 * What the content cache keeps to ask an answer again (lib/cms/cache-link.ts): one document object
 * per query text, whichever request's client read it. Each request's client copies the document;
 * an entry per distinct lookup holding its own copy held a syntax tree of several kB each, what a
 * flood of not-found addresses left in memory (issue 40, item 6).
 */
import { BlogPostDocument } from '@/graphql/generated/documents/BlogPost';
import { createServerClient } from '@/lib/cms/client';
import { cmsState } from '@/lib/cms/process-state';
import { queryCms } from '@/lib/cms/query';
import { answer, server, setCmsEnvironment, setupCmsServer } from '../support/fixtures';

setCmsEnvironment();
setupCmsServer();

it('keeps one document for every entry of the same query, whichever request read it', async () => {
  server.use(answer(BlogPostDocument, () => ({ blogPosts: [] })));
  for (let n = 0; n < 5; n += 1) {
    await queryCms(createServerClient(), BlogPostDocument, { slug: `no-such-post-${n}`, isInfoBlog: false });
  }
  const sources = cmsState()
    .cache.invalidateAll()
    .map((entry) => entry.source as { document: unknown; variables: { slug: string } });
  const posts = sources.filter((source) => source.variables.slug?.startsWith('no-such-post-'));
  expect(posts).toHaveLength(5);
  expect(new Set(posts.map((source) => source.document)).size).toBe(1);
});
