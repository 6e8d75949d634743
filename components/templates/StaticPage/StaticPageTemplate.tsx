import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BlockList from '@/components/blocks/BlockList';
import Embeds from '@/components/layout/Embeds';
import Hero from '@/components/blocks/Hero/Hero';
import Seo from '@/components/ui/Seo';
import { editable } from '@/lib/preview/content-source';
import type { StaticPageView } from './toStaticPageView';

/** A static page (the home page included): hero, then its blocks in rank order. */
export default function StaticPageTemplate({ page }: { page: StaticPageView }) {
  return (
    <>
      <Seo {...page.seo} />
      {page.hero ? (
        <Hero view={page.hero} />
      ) : (
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
          <Typography component="h1" variant="h1" {...editable(page.src?.title)}>
            {page.title}
          </Typography>
        </Container>
      )}
      <BlockList blocks={page.blocks} />
      <Embeds placement={page.pageName} />
    </>
  );
}
