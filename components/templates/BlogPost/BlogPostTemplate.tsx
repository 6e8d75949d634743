import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockList from '@/components/blocks/BlockList';
import AuthorBox from '@/components/lists/AuthorBox/AuthorBox';
import { BlogCardGrid } from '@/components/lists/BlogCard/BlogCard';
import TagChips from '@/components/lists/TagChips/TagChips';
import CmsImage from '@/components/ui/CmsImage';
import JsonLd from '@/components/ui/JsonLd';
import { usePageAddress } from '@/components/ui/usePageAddress';
import ContentTile from '@/components/ui/ContentTile';
import { PageBreadcrumbs } from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Editable from '@/components/ui/Editable';
import Seo from '@/components/ui/Seo';
import { editable } from '@/lib/preview/content-source';
import { blogPostingLd } from '@/lib/seo/structured-data';
import type { BlogPostView } from './toBlogPostView';

/** A blog post or information-hub article, as an article at a readable measure. */
export default function BlogPostTemplate({
  post,
  tagHref,
}: {
  post: BlogPostView;
  tagHref: (slug: string) => string | null;
}) {
  const page = usePageAddress();
  // Structured data is built on the server only (components/ui/JsonLd.tsx): not in the browser's code.
  const article = page
    ? blogPostingLd(
        {
          headline: post.title,
          description: post.seo.description,
          datePublished: post.datePublished,
          dateModified: post.dateModified,
          author: post.author,
          image: post.image ?? post.seo.image,
        },
        page,
      )
    : null;
  return (
    <>
      <Seo {...post.seo} />
      <JsonLd id="page" data={article} />
      <Box component="article" aria-labelledby="post-title">
        <Container maxWidth="md" sx={{ pt: { xs: 3, md: 5 } }}>
          <Stack spacing={2.5}>
            <PageBreadcrumbs crumbs={[...post.crumbs, { label: post.title }]} />
            {post.tagLine ? (
              <Typography
                variant="overline"
                component="p"
                sx={{ fontWeight: 700, color: 'primary.main', letterSpacing: '0.1em' }}
                {...editable(post.src?.tagLine)}
              >
                {post.tagLine}
              </Typography>
            ) : null}
            <Typography id="post-title" component="h1" variant="h1" {...editable(post.src?.title)}>
              {post.title}
            </Typography>
            {post.subTitle ? (
              <Typography
                variant="h5"
                component="p"
                sx={{ fontWeight: 400, color: 'text.secondary' }}
                {...editable(post.src?.subTitle)}
              >
                {post.subTitle}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {post.author ? `By ${post.author.name} · ` : null}
              <time dateTime={post.datePublished}>{post.dateLabel}</time>
              {post.minsToRead ? (
                <Editable source={post.src?.minsToRead} before=" · " after=" min read">
                  {post.minsToRead}
                </Editable>
              ) : null}
            </Typography>
            {post.tags.length ? <TagChips tags={post.tags} hrefFor={tagHref} /> : null}
          </Stack>
        </Container>
        {post.image ? (
          <Container maxWidth="lg" sx={{ mt: { xs: 3, md: 5 } }}>
            <Box
              sx={{
                position: 'relative',
                aspectRatio: { xs: '4 / 3', md: '21 / 9' },
                borderRadius: 3,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              <CmsImage
                media={post.image}
                fill
                loading="eager"
                fetchPriority="high"
                sizes="(min-width: 1200px) 1152px, 100vw"
                style={{ objectFit: 'cover' }}
              />
            </Box>
          </Container>
        ) : null}
        {post.quote ? (
          <Container maxWidth="md" sx={{ mt: 5 }}>
            <Box component="blockquote" sx={{ m: 0, pl: 3, borderLeft: 6, borderColor: 'secondary.main' }}>
              <Typography variant="h4" component="p" sx={{ fontStyle: 'italic', fontWeight: 400 }}>
                “
                <Editable source={post.src?.quote} type="text">
                  {post.quote}
                </Editable>
                ”
              </Typography>
            </Box>
          </Container>
        ) : null}
        <Box sx={{ '& > section': { py: { xs: 3, md: 4 } } }}>
          <BlockList blocks={post.sections} />
        </Box>
        <BlockList blocks={post.infoBanner} />
        {post.author ? (
          <Container maxWidth="md" sx={{ py: 4 }}>
            <Divider sx={{ mb: 4 }} />
            <AuthorBox author={post.author} />
          </Container>
        ) : null}
      </Box>
      {post.destination ? (
        <Section title="Where this story happens" maxWidth="sm">
          <ContentTile tile={post.destination} />
        </Section>
      ) : null}
      {post.linked.length ? (
        <Section title="Keep reading" tone="muted">
          <BlogCardGrid cards={post.linked} />
        </Section>
      ) : null}
    </>
  );
}
