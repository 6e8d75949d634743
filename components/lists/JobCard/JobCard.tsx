import { styled, type CSSObject } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import Editable from '@/components/ui/Editable';
import { AnchorLink } from '@/components/ui/Link';
import RichText from '@/components/ui/RichText';
import SiteButton, { siteButtonClasses } from '@/components/ui/SiteButton';
import { editable } from '@/lib/preview/content-source';
import ImageBox, { imageBoxStyles } from '../ImageBox';
import { cardBodyStyles, cardStyles, Heading, type HeadingLevel, text, visuallyHiddenStyles } from '../shared';
import type { JobView, StickerView } from './toJobCard';
import { levelBelow, useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';
import { chipBoxStyles } from '@/components/ui/SiteChip';
import ExpandMoreIcon from '@/components/ui/icons/ExpandMore';
import PaymentsOutlinedIcon from '@/components/ui/icons/PaymentsOutlined';
import PlaceOutlinedIcon from '@/components/ui/icons/PlaceOutlined';
import ScheduleOutlinedIcon from '@/components/ui/icons/ScheduleOutlined';

/**
 * The card's look in one class (its parts are plain elements with class names), as MUI's outlined
 * Card, Chip, Stack, Box, Typography and Link drew them: the image with its sticker (a small chip,
 * bold, on the image's corner or above the title), the title and location beside the logo, the
 * facts (a term over its value, two columns from `sm`), the buttons and the disclosure at the foot.
 */
const JobCardRoot = styled('article')(({ theme }) => ({
  ...cardStyles(theme),
  scrollMarginTop: 96,
  '& .JobCard-image': imageBoxStyles(theme, '16 / 9'),
  // MUI's small Chip (Chip.js, @mui/material 9), in the brand's accent unless the CMS colours it.
  '& .JobCard-sticker': {
    ...chipBoxStyles(theme),
    maxWidth: 'calc(100% - 32px)',
    backgroundColor: theme.palette.accent.main,
    color: theme.palette.accent.contrastText,
    fontWeight: 700,
    letterSpacing: '0.02em',
    alignSelf: 'flex-start',
  },
  '& .JobCard-image > .JobCard-sticker': {
    position: 'absolute',
    top: 16,
    left: 16,
    boxShadow: theme.shadows[2],
  },
  '& .JobCard-stickerLabel': {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    paddingLeft: 8,
    paddingRight: 8,
    whiteSpace: 'nowrap',
  },
  '& .JobCard-body': cardBodyStyles(theme, 2),
  '& .JobCard-head': {
    display: 'flex',
    gap: theme.spacing(2),
    alignItems: 'flex-start',
    justifyContent: 'space-between',
  },
  '& .JobCard-heading': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.75), minWidth: 0 },
  '& .JobCard-title': { ...text(theme, 'h5'), overflowWrap: 'anywhere' },
  '& .JobCard-location': {
    ...text(theme, 'body2'),
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(0.5),
    color: theme.palette.text.secondary,
  },
  // MUI's Link, underlined in the primary colour's 40%.
  '& .JobCard-map': {
    color: theme.palette.primary.main,
    textDecoration: 'underline',
    textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
    fontWeight: 600,
    overflowWrap: 'anywhere',
    '&:hover': { textDecorationColor: 'inherit' },
  },
  '& .JobCard-place': { fontWeight: 600, color: theme.palette.text.primary, overflowWrap: 'anywhere' },
  '& .JobCard-logo': { position: 'relative', width: 56, height: 56, flexShrink: 0 },
  '& .JobCard-facts': {
    margin: 0,
    display: 'grid',
    gap: theme.spacing(1.5),
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  },
  '& .JobCard-fact': { minWidth: 0 },
  '& .JobCard-fact dt': {
    ...text(theme, 'caption'),
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    color: theme.palette.text.secondary,
    fontWeight: 600,
    lineHeight: 1.4,
  },
  '& .JobCard-factIcon': { display: 'inline-flex', width: 20, justifyContent: 'center' },
  '& .JobCard-fact dd': { ...text(theme, 'body2'), paddingLeft: 28, fontWeight: 600, overflowWrap: 'anywhere' },
  '& .JobCard-info': text(theme, 'body2'),
  '& .JobCard-actions': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
    marginTop: 'auto',
    paddingTop: theme.spacing(1),
  },
  '& .JobCard-buttons': { display: 'flex', gap: theme.spacing(1.5), flexWrap: 'wrap' },
  '& .JobCard-details': {
    borderTop: `1px solid ${theme.palette.divider}`,
    marginInline: theme.spacing(-2.5),
    paddingInline: theme.spacing(2.5),
    paddingTop: theme.spacing(1),
    [`& > .${siteButtonClasses.root}`]: { paddingInline: theme.spacing(1), marginLeft: theme.spacing(-1) },
  },
  '& .JobCard-chevron': {
    transition: 'transform 200ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '& [aria-expanded="true"] .JobCard-chevron': { transform: 'rotate(180deg)' },
  '& .JobCard-hidden': visuallyHiddenStyles,
  // The details open downwards (MUI Collapse's look, in CSS: the row grows from nothing to its
  // content's height), at once where the visitor prefers less motion.
  '& .JobCard-collapse': {
    display: 'grid',
    transition: 'grid-template-rows 300ms, visibility 300ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '& .JobCard-collapse > div': { overflow: 'hidden', minHeight: 0 },
  '& .JobCard-more': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    paddingBlock: theme.spacing(1),
  },
  '& .JobCard-subTitle': { ...text(theme, 'h6'), marginBottom: theme.spacing(1) },
  '& .JobCard-text p': theme.typography.body2 as CSSObject,
}));

function Sticker({ sticker }: { sticker: StickerView }) {
  return (
    <div
      className="JobCard-sticker"
      style={
        sticker.background || sticker.color
          ? { backgroundColor: sticker.background ?? undefined, color: sticker.color ?? undefined }
          : undefined
      }
    >
      <span className="JobCard-stickerLabel">
        <Editable source={sticker.src?.text}>{sticker.text}</Editable>
      </span>
    </div>
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
    <div className="JobCard-fact">
      <dt>
        <span className="JobCard-factIcon" aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd {...editable(source)}>{children}</dd>
    </div>
  );
}

/**
 * A job: image with its sticker, title, location (linked to Google Maps), pay, duration, the
 * application buttons, and the benefits and description behind a disclosure button.
 */
export default function JobCard({ job, headingLevel: given }: { job: JobView; headingLevel?: HeadingLevel }) {
  const placed = useHeadingTag();
  const heading = given ?? placed;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hasDetails = Boolean(job.benefits || job.description);
  const subHeading = levelBelow(heading);
  return (
    <JobCardRoot id={`job-${job.key}`}>
      {job.image ? (
        <ImageBox media={job.image} className="JobCard-image">
          {job.sticker ? <Sticker sticker={job.sticker} /> : null}
        </ImageBox>
      ) : null}
      <div className="JobCard-body">
        {job.sticker && !job.image ? <Sticker sticker={job.sticker} /> : null}
        <div className="JobCard-head">
          <div className="JobCard-heading">
            <Heading tag={heading} className="JobCard-title" {...editable(job.src?.title)}>
              {job.title}
            </Heading>
            {job.location ? (
              <p className="JobCard-location">
                <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
                {job.location.mapsHref ? (
                  <AnchorLink
                    href={job.location.mapsHref}
                    aria-label={`View ${job.location.name} on a map`}
                    className="JobCard-map"
                    {...editable(job.location.src?.name)}
                  >
                    {job.location.name}
                  </AnchorLink>
                ) : (
                  <span className="JobCard-place" {...editable(job.location.src?.name)}>
                    {job.location.name}
                  </span>
                )}
              </p>
            ) : null}
          </div>
          {job.logo ? (
            <div className="JobCard-logo">
              <CmsImage media={job.logo} fill sizes="56px" style={{ objectFit: 'contain' }} />
            </div>
          ) : null}
        </div>
        {job.pay || job.duration ? (
          <dl className="JobCard-facts">
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
          </dl>
        ) : null}
        {job.additionalInfo ? (
          <p className="JobCard-info" {...editable(job.src?.additionalInfo, 'text')}>
            {job.additionalInfo}
          </p>
        ) : null}
        {job.ctas.length > 0 || hasDetails ? (
          <div className="JobCard-actions">
            {job.ctas.length > 0 ? (
              <div className="JobCard-buttons">
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
              </div>
            ) : null}
            {hasDetails ? (
              <div className="JobCard-details">
                <SiteButton
                  variant="text"
                  color="primary"
                  aria-expanded={open}
                  aria-controls={detailsId}
                  onClick={() => setOpen((value) => !value)}
                  endIcon={<ExpandMoreIcon className="JobCard-chevron" />}
                >
                  Job details
                  <span className="JobCard-hidden">{` for ${job.title}`}</span>
                </SiteButton>
                <div
                  id={detailsId}
                  className="JobCard-collapse"
                  style={{ gridTemplateRows: open ? '1fr' : '0fr', visibility: open ? 'visible' : 'hidden' }}
                >
                  <div>
                    <div className="JobCard-more">
                      {job.benefits ? (
                        <div>
                          <Heading tag={subHeading} className="JobCard-subTitle">
                            Benefits
                          </Heading>
                          <RichText markdown={job.benefits} source={job.src?.benefits} className="JobCard-text" />
                        </div>
                      ) : null}
                      {job.description ? (
                        <div>
                          <Heading tag={subHeading} className="JobCard-subTitle">
                            About the job
                          </Heading>
                          <RichText markdown={job.description} source={job.src?.description} className="JobCard-text" />
                        </div>
                      ) : null}
                    </div>
                  </div>
                </div>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </JobCardRoot>
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
