import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SitemapPageDocument, type SitemapPageQueryVariables } from '@/graphql/generated/graphql';
import Link from '@/components/ui/Link';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { cmsPage, type SitePageProps } from '@/lib/cms/page-loader';
import { usePageView } from '@/lib/cms/use-page-view';
import { toSitemapView } from '@/lib/pages/lists';

type Props = { variables: SitemapPageQueryVariables };

/** The site map: the brand's core pages and interior pages. */
export const getServerSideProps = cmsPage<Props>(async ({ brand, publicationStatus, fetch }) => {
  const variables = { brandName: brand.name, publicationStatus };
  const data = await fetch(SitemapPageDocument, variables);
  return data.sitemapPages[0] ? { props: { variables } } : { notFound: true };
});

export default function SitemapPage({ variables }: SitePageProps<Props>) {
  const view = usePageView(SitemapPageDocument, variables, (data) => toSitemapView(data));
  if (!view) return null;
  return (
    <>
      <Seo title={view.seoTitle} description={view.seoDescription} />
      <PageHeader title={view.title} intro={view.intro} crumbs={[{ label: 'Home', href: '/' }]} />
      <Section>
        <Grid container spacing={6}>
          {view.groups.map((group) => (
            <Grid key={group.title} size={{ xs: 12, md: 6 }}>
              <Typography component="h2" variant="h3" sx={{ mb: 3 }}>
                {group.title}
              </Typography>
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {group.pages.map((page) => (
                  <li key={page.url}>
                    <Link href={page.url} variant="h6" sx={{ fontWeight: 600 }}>
                      {page.title}
                    </Link>
                    {page.description ? (
                      <Typography variant="body2" color="text.secondary">
                        {page.description}
                      </Typography>
                    ) : null}
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Section>
    </>
  );
}
