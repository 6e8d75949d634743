import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

/**
 * The steps as an ordered list. On phones (and for long timelines) a vertical rail of numbered
 * markers; on desktops, two to four steps run side by side with the markers joined by a line.
 * Each marker reads "Step n"; the time frame is a label above the step title. role="list" keeps
 * the list semantics Safari drops from unstyled lists.
 */
export default function ProcessTimeline({ title, steps, src }: ProcessTimelineView) {
  const horizontal = steps.length >= 2 && steps.length <= 4;
  const headingLevel = title ? 'h3' : 'h2';
  const md = (whenHorizontal: string | number, otherwise: string | number) => (horizontal ? whenHorizontal : otherwise);
  return (
    <Section title={title} titleSource={src?.title} maxWidth={horizontal ? 'lg' : 'md'}>
      <Box
        component="ol"
        role="list"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: md(`repeat(${steps.length}, minmax(0, 1fr))`, 'minmax(0, 1fr)'),
          },
          columnGap: COLUMN_GAP,
        }}
      >
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          return (
            <Box
              component="li"
              key={step.id}
              sx={{
                position: 'relative',
                display: 'grid',
                gridTemplateColumns: {
                  xs: `${MARKER.xs}px minmax(0, 1fr)`,
                  md: md('minmax(0, 1fr)', `${MARKER.md}px minmax(0, 1fr)`),
                },
                alignContent: 'start',
                columnGap: { xs: 2, md: 3 },
                rowGap: 2,
                pb: last ? 0 : { xs: 4, md: md(0, 5) },
              }}
            >
              {last ? null : (
                <Box
                  aria-hidden="true"
                  sx={{
                    position: 'absolute',
                    bgcolor: 'divider',
                    // Vertical: from under the marker down to the next one. Horizontal: from beside the marker across the gap.
                    top: { xs: MARKER.xs + 8, md: md(MARKER.md / 2 - 1, MARKER.md + 8) },
                    bottom: { xs: 8, md: md('auto', 8) },
                    left: { xs: MARKER.xs / 2 - 1, md: md(MARKER.md + 16, MARKER.md / 2 - 1) },
                    right: { md: md(16 - SPACING_UNIT * COLUMN_GAP, 'auto') },
                    width: { xs: 2, md: md('auto', 2) },
                    height: { md: md(2, 'auto') },
                  }}
                />
              )}
              <Box
                sx={{
                  width: { xs: MARKER.xs, md: MARKER.md },
                  height: { xs: MARKER.xs, md: MARKER.md },
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  typography: 'h6',
                  fontWeight: 700,
                  boxShadow: (theme) => `0 0 0 6px ${theme.palette.background.default}`,
                }}
              >
                <span>
                  {/* Inline style, not sx: in sx, width 1 and height 1 would mean 100%. */}
                  <span style={visuallyHidden}>Step </span>
                  {index + 1}
                </span>
              </Box>
              {/* gap, not Stack's margins: the time frame is moved above the title with `order`. */}
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  gap: 1,
                  pt: { xs: 1, md: md(0, 1.5) },
                }}
              >
                {step.title ? (
                  <Typography
                    component={headingLevel}
                    variant="h5"
                    sx={{ overflowWrap: 'anywhere' }}
                    {...editable(step.src?.title)}
                  >
                    {step.title}
                  </Typography>
                ) : null}
                {step.timeFrame ? (
                  <Typography
                    component="p"
                    variant="body2"
                    sx={{
                      order: -1,
                      mb: 0.5,
                      px: 1.5,
                      py: 0.5,
                      borderRadius: (theme) => `${theme.tokens.radii.pill}px`,
                      bgcolor: 'accent.main',
                      color: 'accent.contrastText',
                      fontWeight: 700,
                      overflowWrap: 'anywhere',
                    }}
                    {...editable(step.src?.timeFrame)}
                  >
                    {step.timeFrame}
                  </Typography>
                ) : null}
                {step.body ? (
                  <Typography
                    variant="body1"
                    sx={{ ...plainText, color: 'text.secondary' }}
                    {...editable(step.src?.body, 'text')}
                  >
                    {step.body}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Section>
  );
}
