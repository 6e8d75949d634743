import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import PageHeader from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { editable } from '@/lib/preview/content-source';
import type { SitemapView } from './toSitemapView';
import { useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';

/** The site map page: the brand's core pages and interior pages, each with its description. */
export default function SitemapTemplate({ page }: { page: SitemapView }) {
  // Headings in the untitled section below sit under the page's h1.
  const heading = useHeadingTag();
  return (
    <>
      <Seo {...page.seo} />
      <PageHeader
        title={page.title}
        intro={page.intro}
        crumbs={[{ label: 'Home', href: '/' }]}
        src={page.src}
        introType="text"
      />
      <Section>
        <Columns spacing={6} columns={{ xs: 1, md: 2 }}>
          {page.groups.map((group) => (
            <div key={group.title}>
              <Typography component={heading} variant="h3" sx={{ mb: 3 }}>
                {group.title}
              </Typography>
              <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {group.pages.map((item, index) => (
                  <li key={`${index}-${item.url}`}>
                    <Link href={item.url} variant="h6" sx={{ fontWeight: 600 }} {...editable(item.src?.title)}>
                      {item.title}
                    </Link>
                    {item.description ? (
                      <Typography variant="body2" color="text.secondary" {...editable(item.src?.description, 'text')}>
                        {item.description}
                      </Typography>
                    ) : null}
                  </li>
                ))}
              </Stack>
            </div>
          ))}
        </Columns>
      </Section>
    </>
  );
}
