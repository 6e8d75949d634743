import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockList from '@/components/blocks/BlockList';
import Hero from '@/components/blocks/Hero/Hero';
import NewsList from '@/components/lists/NewsList/NewsList';
import type { NewsView } from '@/components/lists/NewsList/toNews';
import CmsImage from '@/components/ui/CmsImage';
import { AnchorLink } from '@/components/ui/Link';
import SiteButton from '@/components/ui/SiteButton';
import PageHeader, { type Crumb } from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import Seo from '@/components/ui/Seo';
import { editable } from '@/lib/preview/content-source';
import type { ExperienceView } from './toExperienceView';
import CrumbBar from '../CrumbBar';

/** An experience: hero, its blocks in rank order, where it runs, and news about it. */
export default function ExperienceTemplate({
  experience,
  news,
  newsHref,
  crumbs,
}: {
  experience: ExperienceView;
  news: NewsView[];
  newsHref: string;
  crumbs: Crumb[];
}) {
  return (
    <>
      <Seo {...experience.seo} />
      {experience.hero ? (
        <>
          <CrumbBar crumbs={crumbs} current={experience.name} currentSource={experience.src?.name} />
          <Hero view={experience.hero} />
        </>
      ) : (
        <PageHeader title={experience.name} crumbs={crumbs} src={{ title: experience.src?.name }} />
      )}
      <BlockList blocks={experience.blocks} />
      {experience.countries.length ? (
        <Section title="Where you can go" tone="muted">
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            component="ul"
            sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
          >
            {experience.countries.map((country) => (
              <Box
                component="li"
                key={country.code}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  bgcolor: 'background.default',
                  borderRadius: 99,
                  pl: 1,
                  pr: 2.5,
                  py: 1,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                {country.flag ? (
                  <CmsImage
                    media={country.flag}
                    alt=""
                    sizes="48px"
                    style={{ width: 36, height: 24, objectFit: 'cover', borderRadius: 3 }}
                  />
                ) : null}
                <Typography variant="body1" sx={{ fontWeight: 600 }} {...editable(country.src?.name)}>
                  {country.name}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Section>
      ) : null}
      {news.length ? (
        <Section title={`${experience.name} news`}>
          <NewsList items={news.slice(0, 3)} />
          <Box sx={{ mt: 4 }}>
            <SiteButton component={AnchorLink} href={newsHref} variant="outlined">
              All {experience.name.toLowerCase()} news
            </SiteButton>
          </Box>
        </Section>
      ) : null}
    </>
  );
}
