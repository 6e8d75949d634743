import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import Editable from '@/components/ui/Editable';
import Link, { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import SiteButton, { siteButtonClasses } from '@/components/ui/SiteButton';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { editable } from '@/lib/preview/content-source';
import ImageBox from '../ImageBox';
import { cardSx, type HeadingLevel } from '../shared';
import type { JobView, StickerView } from './toJobCard';
import { levelBelow, useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';

function Sticker({ sticker, overlay }: { sticker: StickerView; overlay: boolean }) {
  return (
    <Chip
      label={<Editable source={sticker.src?.text}>{sticker.text}</Editable>}
      size="small"
      sx={{
        bgcolor: sticker.background ?? 'accent.main',
        color: sticker.color ?? 'accent.contrastText',
        fontWeight: 700,
        letterSpacing: '0.02em',
        maxWidth: 'calc(100% - 32px)',
        ...(overlay ? { position: 'absolute', top: 16, left: 16, boxShadow: 2 } : { alignSelf: 'flex-start' }),
      }}
    />
  );
}

/** A term and its value in the job's facts list (dl > div > dt + dd, the icon inside the term). */
function Fact({
  icon,
  term,
  source,
  children,
}: {
  icon: ReactNode;
  term: string;
  /** Draft mode: where the value is edited. */
  source?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        component="dt"
        variant="caption"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'text.secondary',
          fontWeight: 600,
          lineHeight: 1.4,
        }}
      >
        <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', width: 20, justifyContent: 'center' }}>
          {icon}
        </Box>
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, pl: '28px', fontWeight: 600, overflowWrap: 'anywhere' }}
        {...editable(source)}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A job: image with its sticker, title, location (linked to Google Maps), pay, duration, the
 * application buttons, and the benefits and description behind a disclosure button.
 */
export default function JobCard({ job, headingLevel: given }: { job: JobView; headingLevel?: HeadingLevel }) {
  const placed = useHeadingTag();
  const headingLevel = given ?? placed;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hasDetails = Boolean(job.benefits || job.description);
  const subHeading = levelBelow(headingLevel);
  return (
    <Card component="article" id={`job-${job.key}`} variant="outlined" sx={{ ...cardSx, scrollMarginTop: 96 }}>
      {job.image ? (
        <ImageBox media={job.image} ratio="16 / 9">
          {job.sticker ? <Sticker sticker={job.sticker} overlay /> : null}
        </ImageBox>
      ) : null}
      <Stack useFlexGap spacing={2} sx={{ p: 2.5, flexGrow: 1, minWidth: 0 }}>
        {job.sticker && !job.image ? <Sticker sticker={job.sticker} overlay={false} /> : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Stack spacing={0.75} sx={{ minWidth: 0 }}>
            <Typography
              component={headingLevel}
              variant="h5"
              sx={{ overflowWrap: 'anywhere' }}
              {...editable(job.src?.title)}
            >
              {job.title}
            </Typography>
            {job.location ? (
              <Typography
                variant="body2"
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, color: 'text.secondary' }}
              >
                <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
                {job.location.mapsHref ? (
                  <Link
                    href={job.location.mapsHref}
                    aria-label={`View ${job.location.name} on a map`}
                    underline="always"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    {...editable(job.location.src?.name)}
                  >
                    {job.location.name}
                  </Link>
                ) : (
                  <Box
                    component="span"
                    sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}
                    {...editable(job.location.src?.name)}
                  >
                    {job.location.name}
                  </Box>
                )}
              </Typography>
            ) : null}
          </Stack>
          {job.logo ? (
            <Box sx={{ position: 'relative', width: 56, height: 56, flexShrink: 0 }}>
              <CmsImage media={job.logo} fill sizes="56px" style={{ objectFit: 'contain' }} />
            </Box>
          ) : null}
        </Stack>
        {job.pay || job.duration ? (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
          >
            {job.pay ? (
              <Fact icon={<PaymentsOutlinedIcon fontSize="small" />} term="Pay" source={job.src?.pay}>
                {job.pay}
              </Fact>
            ) : null}
            {job.duration ? (
              <Fact icon={<ScheduleOutlinedIcon fontSize="small" />} term="Duration" source={job.src?.duration}>
                {job.duration}
              </Fact>
            ) : null}
          </Box>
        ) : null}
        {job.additionalInfo ? (
          <Typography variant="body2" color="text.secondary" {...editable(job.src?.additionalInfo, 'text')}>
            {job.additionalInfo}
          </Typography>
        ) : null}
        {job.ctas.length > 0 || hasDetails ? (
          <Stack useFlexGap spacing={1.5} sx={{ mt: 'auto', pt: 1 }}>
            {job.ctas.length > 0 ? (
              <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
                {job.ctas.map((cta, index) => (
                  <SiteButton
                    key={`${cta.url}-${index}`}
                    component={AnchorLink}
                    href={cta.url}
                    variant={index === 0 ? 'contained' : 'outlined'}
                    color="primary"
                  >
                    <Editable source={cta.src?.text}>{cta.text}</Editable>
                  </SiteButton>
                ))}
              </Stack>
            ) : null}
            {hasDetails ? (
              <Box
                sx={{
                  borderTop: 1,
                  borderColor: 'divider',
                  mx: -2.5,
                  px: 2.5,
                  pt: 1,
                  [`& > .${siteButtonClasses.root}`]: { px: 1, ml: -1 },
                }}
              >
                <SiteButton
                  variant="text"
                  color="primary"
                  aria-expanded={open}
                  aria-controls={detailsId}
                  onClick={() => setOpen((value) => !value)}
                  endIcon={
                    <ExpandMoreIcon
                      sx={{
                        transition: 'transform 200ms',
                        transform: open ? 'rotate(180deg)' : 'none',
                        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                      }}
                    />
                  }
                >
                  Job details
                  <Box component="span" sx={visuallyHidden}>
                    {` for ${job.title}`}
                  </Box>
                </SiteButton>
                <Collapse in={open} id={detailsId} timeout={reduceMotion ? 0 : 'auto'}>
                  <Stack spacing={2} sx={{ pt: 1, pb: 1 }}>
                    {job.benefits ? (
                      <Box>
                        <Typography component={subHeading} variant="h6" sx={{ mb: 1 }}>
                          Benefits
                        </Typography>
                        <RichText
                          markdown={job.benefits}
                          source={job.src?.benefits}
                          sx={{ '& p': { typography: 'body2' } }}
                        />
                      </Box>
                    ) : null}
                    {job.description ? (
                      <Box>
                        <Typography component={subHeading} variant="h6" sx={{ mb: 1 }}>
                          About the job
                        </Typography>
                        <RichText
                          markdown={job.description}
                          source={job.src?.description}
                          sx={{ '& p': { typography: 'body2' } }}
                        />
                      </Box>
                    ) : null}
                  </Stack>
                </Collapse>
              </Box>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Jobs (in rank order from the mapper) in a responsive grid list. Nothing when there are none. */
export function JobList({
  jobs,
  headingLevel,
  label,
}: {
  jobs: JobView[];
  headingLevel?: HeadingLevel;
  label?: string;
}) {
  if (jobs.length === 0) return null;
  return (
    <Columns
      spacing={3}
      as="ul"
      aria-label={label}
      plain
      sx={{ alignItems: 'flex-start' }}
      columns={{ xs: 1, md: 2, lg: 3 }}
    >
      {jobs.map((job) => (
        <li key={job.key}>
          <JobCard job={job} headingLevel={headingLevel} />
        </li>
      ))}
    </Columns>
  );
}
