import { styled } from '@mui/material/styles';
import Section from '@/components/ui/Section';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { editable } from '@/lib/preview/content-source';
import { SPACING_UNIT } from '@/theme/tokens';
import { plainText } from '../shared/styles';
import type { ProcessTimelineView } from './toProcessTimeline';

/** Step marker sizes (px): the connector lines are placed from these. */
const MARKER = { xs: 48, md: 56 } as const;
/** The gap between columns of a horizontal timeline: theme spacing 4 (32px). */
const COLUMN_GAP = 4;
/** A horizontal timeline has two to four steps: one class each, for its columns from `md`. */
const HORIZONTAL_STEPS = [2, 3, 4] as const;

/**
 * The timeline's look in one class on the section (the parts are plain elements with class
 * names), as MUI's Box and Typography drew it. Vertical by default (a rail of markers joined by a
 * line down); `ProcessTimeline-horizontal` on the list (with `ProcessTimeline-of2`…`-of4`) lays
 * the steps side by side from `md`, their markers joined by a line across.
 */
const ProcessTimelineRoot = styled(Section)(({ theme }) => ({
  '& .ProcessTimeline-list': {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    columnGap: theme.spacing(COLUMN_GAP),
  },
  '& .ProcessTimeline-step': {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${MARKER.xs}px minmax(0, 1fr)`,
    alignContent: 'start',
    columnGap: theme.spacing(2),
    rowGap: theme.spacing(2),
    paddingBottom: theme.spacing(4),
  },
  '& .ProcessTimeline-list > .ProcessTimeline-step:last-child': { paddingBottom: 0 },
  // Vertical: from under the marker down to the next one. Horizontal: from beside the marker across the gap.
  '& .ProcessTimeline-line': {
    position: 'absolute',
    backgroundColor: theme.palette.divider,
    top: MARKER.xs + 8,
    bottom: 8,
    left: MARKER.xs / 2 - 1,
    width: 2,
  },
  '& .ProcessTimeline-marker': {
    width: MARKER.xs,
    height: MARKER.xs,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    ...theme.typography.h6,
    fontWeight: 700,
    boxShadow: `0 0 0 6px ${theme.palette.background.default}`,
  },
  // gap, not Stack's margins: the time frame is moved above the title with `order`.
  '& .ProcessTimeline-content': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: theme.spacing(1),
    paddingTop: theme.spacing(1),
  },
  '& .ProcessTimeline-title': { margin: 0, ...theme.typography.h5, overflowWrap: 'anywhere' },
  '& .ProcessTimeline-time': {
    margin: 0,
    ...theme.typography.body2,
    order: -1,
    marginBottom: theme.spacing(0.5),
    paddingLeft: theme.spacing(1.5),
    paddingRight: theme.spacing(1.5),
    paddingTop: theme.spacing(0.5),
    paddingBottom: theme.spacing(0.5),
    borderRadius: `${theme.tokens.radii.pill}px`,
    backgroundColor: theme.palette.accent.main,
    color: theme.palette.accent.contrastText,
    fontWeight: 700,
    overflowWrap: 'anywhere',
  },
  '& .ProcessTimeline-body': {
    margin: 0,
    ...theme.typography.body1,
    ...plainText,
    color: theme.palette.text.secondary,
  },
  [theme.breakpoints.up('md')]: {
    ...Object.fromEntries(
      HORIZONTAL_STEPS.map((count) => [
        `& .ProcessTimeline-of${count}`,
        { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
      ]),
    ),
    '& .ProcessTimeline-step': {
      gridTemplateColumns: `${MARKER.md}px minmax(0, 1fr)`,
      columnGap: theme.spacing(3),
      paddingBottom: theme.spacing(5),
    },
    '& .ProcessTimeline-horizontal > .ProcessTimeline-step': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      paddingBottom: 0,
    },
    '& .ProcessTimeline-line': { top: MARKER.md + 8, left: MARKER.md / 2 - 1 },
    '& .ProcessTimeline-horizontal .ProcessTimeline-line': {
      top: MARKER.md / 2 - 1,
      bottom: 'auto',
      left: MARKER.md + 16,
      right: 16 - SPACING_UNIT * COLUMN_GAP,
      width: 'auto',
      height: 2,
    },
    '& .ProcessTimeline-marker': { width: MARKER.md, height: MARKER.md },
    '& .ProcessTimeline-content': { paddingTop: theme.spacing(1.5) },
    '& .ProcessTimeline-horizontal .ProcessTimeline-content': { paddingTop: 0 },
  },
}));

/**
 * The steps as an ordered list. On phones (and for long timelines) a vertical rail of numbered
 * markers; on desktops, two to four steps run side by side with the markers joined by a line.
 * Each marker reads "Step n"; the time frame is a label above the step title. role="list" keeps
 * the list semantics Safari drops from unstyled lists.
 */
export default function ProcessTimeline({ title, steps, src }: ProcessTimelineView) {
  const horizontal = steps.length >= 2 && steps.length <= 4;
  const Heading = title ? 'h3' : 'h2';
  const listClass = horizontal
    ? `ProcessTimeline-list ProcessTimeline-horizontal ProcessTimeline-of${steps.length}`
    : 'ProcessTimeline-list';
  return (
    <ProcessTimelineRoot title={title} titleSource={src?.title} maxWidth={horizontal ? 'lg' : 'md'}>
      <ol role="list" className={listClass}>
        {steps.map((step, index) => (
          <li key={step.id} className="ProcessTimeline-step">
            {index === steps.length - 1 ? null : <div aria-hidden="true" className="ProcessTimeline-line" />}
            <div className="ProcessTimeline-marker">
              <span>
                <span style={visuallyHidden}>Step </span>
                {index + 1}
              </span>
            </div>
            <div className="ProcessTimeline-content">
              {step.title ? (
                <Heading className="ProcessTimeline-title" {...editable(step.src?.title)}>
                  {step.title}
                </Heading>
              ) : null}
              {step.timeFrame ? (
                <p className="ProcessTimeline-time" {...editable(step.src?.timeFrame)}>
                  {step.timeFrame}
                </p>
              ) : null}
              {step.body ? (
                <p className="ProcessTimeline-body" {...editable(step.src?.body, 'text')}>
                  {step.body}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </ProcessTimelineRoot>
  );
}
