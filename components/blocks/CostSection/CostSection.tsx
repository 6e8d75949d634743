import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import Editable from '@/components/ui/Editable';
import InfoTip from '@/components/ui/InfoTip';
import { AnchorLink } from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import type { CostItemView, CostSectionView, PaymentStageView } from './toCostSection';
import { levelBelow, useHeadingTag, type HeadingTag } from '@/components/ui/heading-level';
import SiteButton, { siteButtonClasses } from '@/components/ui/SiteButton';
import { Columns } from '@/components/ui/Columns';

type HeadingLevel = HeadingTag;

// In sx, numbers scale with the theme (width 1 = 100%, margin -1 = -8px): pixel sizes keep it 1px.
const srOnly = { ...visuallyHidden, width: '1px', height: '1px', margin: '-1px' } as const;

const amountSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function StageRow({ stage }: { stage: PaymentStageView }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ py: 2 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <Editable source={stage.src?.text}>{stage.text}</Editable>
          {stage.tooltip ? <InfoTip label={`More about ${stage.text}`} text={stage.tooltip} /> : null}
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ ...amountSx, py: 2 }}>
        {stage.price}
      </TableCell>
    </TableRow>
  );
}

function Payments({
  stages,
  total,
  button,
  headingLevel,
}: Pick<CostSectionView, 'stages' | 'total' | 'button'> & { headingLevel: HeadingLevel }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2.5, md: 4 }, [`& > .${siteButtonClasses.root}`]: { mt: 3 } }}
    >
      <Typography id={headingId} component={headingLevel} variant="h4" sx={{ mb: 2 }}>
        Payment stages
      </Typography>
      <Table
        aria-labelledby={headingId}
        sx={{
          '& .MuiTableCell-root': { px: 1 },
          '& .MuiTableCell-root:first-of-type': { pl: 0 },
          '& .MuiTableCell-root:last-of-type': { pr: 0 },
          '& .MuiTableBody-root .MuiTableCell-root': { typography: 'body1' },
        }}
      >
        {stages.length ? (
          <TableHead>
            <TableRow>
              <TableCell sx={{ color: 'text.secondary', typography: 'body2', fontWeight: 700 }}>Stage</TableCell>
              <TableCell align="right" sx={{ color: 'text.secondary', typography: 'body2', fontWeight: 700 }}>
                Amount
              </TableCell>
            </TableRow>
          </TableHead>
        ) : null}
        <TableBody>
          {stages.map((stage) => (
            <StageRow key={stage.key} stage={stage} />
          ))}
        </TableBody>
        {total ? (
          <TableFooter>
            <TableRow>
              <TableCell
                component="th"
                scope="row"
                sx={{ borderBottom: 0, pt: 2.5, color: 'text.primary', typography: 'h5' }}
              >
                Total
              </TableCell>
              <TableCell
                align="right"
                sx={{ ...amountSx, borderBottom: 0, pt: 2.5, color: 'primary.main', typography: 'h4' }}
              >
                {total}
              </TableCell>
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
      {button ? (
        <SiteButton component={AnchorLink} href={button.url} variant="contained" size="large" fullWidthOnPhones>
          <Editable source={button.src?.text}>{button.text}</Editable>
        </SiteButton>
      ) : null}
    </Paper>
  );
}

function ItemList({
  heading,
  items,
  included,
  headingLevel,
}: {
  heading: string;
  items: CostItemView[];
  included: boolean;
  headingLevel: HeadingLevel;
}) {
  const Icon = included ? CheckIcon : CloseIcon;
  return (
    <Box>
      <Typography component={headingLevel} variant="h4" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
            <Box
              aria-hidden="true"
              sx={{
                flexShrink: 0,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                width: 24,
                height: 24,
                mt: '1px',
                borderRadius: '50%',
                bgcolor: included ? 'primary.main' : 'action.selected',
                color: included ? 'primary.contrastText' : 'text.secondary',
              }}
            >
              <Icon sx={{ fontSize: 16 }} />
            </Box>
            <Typography variant="body1">
              <Box component="span" sx={srOnly}>
                {included ? 'Included: ' : 'Not included: '}
              </Box>
              <Editable source={item.src?.text}>{item.text}</Editable>
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * What a programme costs: the payment stages and total in a table (each stage with an info
 * tooltip), the booking button, and what is and is not included.
 */
export default function CostSection({ title, stages, total, button, inclusions, exclusions, src }: CostSectionView) {
  // Under the section's title when it has one (the title takes the level where the block is placed).
  const placed = useHeadingTag();
  const headingLevel: HeadingLevel = title ? levelBelow(placed) : placed;
  const hasPayments = stages.length > 0 || total != null;
  const hasLists = inclusions.length > 0 || exclusions.length > 0;
  return (
    <Section title={title} titleSource={src?.title}>
      <Columns spacing={{ xs: 5, md: 8 }} columns={{ xs: 1, md: hasPayments && hasLists ? [7, 5] : 1 }}>
        {hasPayments ? (
          <div>
            <Payments stages={stages} total={total} button={button} headingLevel={headingLevel} />
          </div>
        ) : null}
        {hasLists ? (
          <Box sx={{ [`& > .${siteButtonClasses.root}`]: { mt: 4 } }}>
            <Stack spacing={5}>
              {inclusions.length ? (
                <ItemList heading="What’s included" items={inclusions} included headingLevel={headingLevel} />
              ) : null}
              {exclusions.length ? (
                <ItemList heading="Not included" items={exclusions} included={false} headingLevel={headingLevel} />
              ) : null}
            </Stack>
            {!hasPayments && button ? (
              <SiteButton component={AnchorLink} href={button.url} variant="contained" size="large" fullWidthOnPhones>
                <Editable source={button.src?.text}>{button.text}</Editable>
              </SiteButton>
            ) : null}
          </Box>
        ) : null}
      </Columns>
    </Section>
  );
}
