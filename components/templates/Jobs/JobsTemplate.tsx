import Typography from '@mui/material/Typography';
import Hero from '@/components/blocks/Hero/Hero';
import { JobList } from '@/components/lists/JobCard/JobCard';
import PageHeader from '@/components/ui/PageHeader';
import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import JsonLd from '@/components/ui/JsonLd';
import { usePageAddress } from '@/components/ui/usePageAddress';
import Seo from '@/components/ui/Seo';
import { jobPostingLd } from '@/lib/seo/structured-data';
import type { JobsView } from './toJobsView';

/**
 * The brand's job page: its hero (or a plain header), intro and open positions, each shown in full
 * here (there is no page per job), so each is a JobPosting for search engines.
 */
export default function JobsTemplate({ page }: { page: JobsView }) {
  const where = usePageAddress();
  return (
    <>
      <Seo {...page.seo} />
      {where
        ? page.jobs.map((job) => <JsonLd key={job.key} id={`job-${job.key}`} data={jobPostingLd(job, where)} />)
        : null}
      {page.hero ? (
        <Hero view={page.hero} />
      ) : (
        <PageHeader title={page.title} src={page.src} crumbs={[{ label: 'Home', href: '/' }]} />
      )}
      {page.intro ? (
        <Section maxWidth="md">
          <RichText markdown={page.intro} source={page.src?.intro} sx={{ fontSize: '1.125rem' }} />
        </Section>
      ) : null}
      <Section title={`Open positions (${page.jobs.length})`} tone="muted">
        {page.jobs.length ? <JobList jobs={page.jobs} /> : <Typography>No open positions just now.</Typography>}
      </Section>
    </>
  );
}
