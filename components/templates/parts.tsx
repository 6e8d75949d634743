import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TileView } from '@/components/ui/ContentTile';
import ContentTile from '@/components/ui/ContentTile';
import { LeadItem } from '@/components/ui/lead-image';
import Editable from '@/components/ui/Editable';
import { PageBreadcrumbs, type Crumb } from '@/components/ui/PageHeader';
import Section from '@/components/ui/Section';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { FieldSources } from '@/lib/preview/content-source';
import { levelBelow, useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';

/**
 * Breadcrumbs in a slim bar above a hero. The current page's name shows only here (the hero has its
 * own title), so in draft mode it is edited here.
 */
export function CrumbBar({
  crumbs,
  current,
  currentSource,
}: {
  crumbs: Crumb[];
  current: string;
  /** Draft mode: where the page's name is edited. */
  currentSource?: string;
}) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 1.5 }}>
        <PageBreadcrumbs crumbs={[...crumbs, { label: current, src: currentSource }]} />
      </Container>
    </Box>
  );
}

/** A titled grid of content tiles (programmes, guides, destinations). */
export function TileGrid({
  title,
  subTitle,
  tiles,
  tone,
}: {
  title?: string | null;
  subTitle?: string | null;
  tiles: TileView[];
  tone?: 'default' | 'muted';
}) {
  if (tiles.length === 0) return null;
  return (
    <Section title={title} subTitle={subTitle} tone={tone}>
      <Columns spacing={3} as="ul" plain columns={{ xs: 1, sm: 2, md: 3 }}>
        {tiles.map((tile, index) => (
          <li key={tile.key}>
            <LeadItem first={index === 0}>
              <ContentTile tile={tile} />
            </LeadItem>
          </li>
        ))}
      </Columns>
    </Section>
  );
}

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
