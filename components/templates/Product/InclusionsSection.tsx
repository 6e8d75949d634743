import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Columns } from '@/components/ui/Columns';
import Editable from '@/components/ui/Editable';
import { levelBelow, useHeadingTag } from '@/components/ui/heading-level';
import Section from '@/components/ui/Section';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { FieldSources } from '@/lib/preview/content-source';
import CheckIcon from '@/components/ui/icons/Check';
import CloseIcon from '@/components/ui/icons/Close';

/** A line of what is included (or not). */
export interface InclusionLine {
  text: string;
  /** Draft mode: where the text is edited. */
  src?: FieldSources<'text'>;
}

/** What is included and what is not, in Rank order. */
export function InclusionsSection({
  inclusions,
  exclusions,
}: {
  inclusions: InclusionLine[];
  exclusions: InclusionLine[];
}) {
  // The columns sit under the section's title, which takes the level where the section is placed.
  const heading = levelBelow(useHeadingTag());
  if (inclusions.length === 0 && exclusions.length === 0) return null;
  const column = (title: string, items: InclusionLine[], included: boolean) =>
    items.length ? (
      <div>
        <Typography component={heading} variant="h4" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Box component="li" key={item.text} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              {included ? (
                <CheckIcon color="success" aria-hidden="true" />
              ) : (
                <CloseIcon color="error" aria-hidden="true" />
              )}
              <Typography variant="body1">
                <Box component="span" sx={visuallyHidden}>
                  {included ? 'Included: ' : 'Not included: '}
                </Box>
                <Editable source={item.src?.text}>{item.text}</Editable>
              </Typography>
            </Box>
          ))}
        </Stack>
      </div>
    ) : null;
  return (
    <Section title="What’s included" tone="muted">
      <Columns spacing={4} columns={{ xs: 1, md: 2 }}>
        {column('Included', inclusions, true)}
        {column('Not included', exclusions, false)}
      </Columns>
    </Section>
  );
}
