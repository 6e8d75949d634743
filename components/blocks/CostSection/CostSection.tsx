import { styled } from '@mui/material/styles';
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
import CheckIcon from '@/components/ui/icons/Check';
import CloseIcon from '@/components/ui/icons/Close';

type HeadingLevel = HeadingTag;

/**
 * The cost section's look in one class on the section (the parts are plain elements with class
 * names), as MUI's Paper, Table, Stack, Box and Typography drew it: the outlined payments card
 * and its table (MUI's table cells, the body's in body1, the total's in the heading styles), the
 * lists of what is and is not included (`CostSection-excluded`: grey crosses, not ticks), and the
 * buttons under them.
 */
const CostSectionRoot = styled(Section)(({ theme }) => {
  const amount = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return {
    // MUI's outlined Paper, its corners three times the theme's radius.
    '& .CostSection-payments': {
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: Number(theme.shape.borderRadius) * 3,
      padding: theme.spacing(2.5),
      [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
    },
    [`& .CostSection-payments > .${siteButtonClasses.root}`]: { marginTop: theme.spacing(3) },
    '& .CostSection-heading': { margin: 0, ...theme.typography.h4, marginBottom: theme.spacing(2) },
    '& table': { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
    '& thead': { display: 'table-header-group' },
    '& tbody': { display: 'table-row-group' },
    '& tfoot': { display: 'table-footer-group' },
    '& tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    // MUI's TableCell, 8px aside (none at the row's ends).
    '& th, & td': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: 16,
      color: theme.palette.text.primary,
      paddingLeft: theme.spacing(1),
      paddingRight: theme.spacing(1),
      '&:first-of-type': { paddingLeft: 0 },
      '&:last-of-type': { paddingRight: 0 },
    },
    '& .CostSection-amount': { textAlign: 'right', flexDirection: 'row-reverse', ...amount },
    '& thead th': {
      color: theme.palette.text.secondary,
      ...theme.typography.body2,
      fontWeight: 700,
    },
    '& tbody th, & tbody td': { ...theme.typography.body1 },
    '& tfoot th, & tfoot td': { borderBottom: '0px solid', paddingTop: theme.spacing(2.5) },
    '& tfoot th': { color: theme.palette.text.primary, ...theme.typography.h5 },
    '& tfoot td': { color: theme.palette.primary.main, ...theme.typography.h4 },
    '& .CostSection-stage': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5) },
    '& .CostSection-lists': { display: 'flex', flexDirection: 'column', gap: theme.spacing(5) },
    [`& .CostSection-side > .${siteButtonClasses.root}`]: { marginTop: theme.spacing(4) },
    '& .CostSection-items': {
      listStyle: 'none',
      padding: 0,
      margin: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
    },
    '& .CostSection-items > li': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1.5) },
    '& .CostSection-icon': {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 24,
      height: 24,
      marginTop: '1px',
      borderRadius: '50%',
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
    },
    '& .CostSection-excluded .CostSection-icon': {
      backgroundColor: theme.palette.action.selected,
      color: theme.palette.text.secondary,
    },
    '& .CostSection-icon > svg': { fontSize: 16 },
    '& .CostSection-item': { margin: 0, ...theme.typography.body1 },
    '& .CostSection-sr': visuallyHidden,
  };
});

function StageRow({ stage }: { stage: PaymentStageView }) {
  return (
    <tr>
      <th scope="row">
        <span className="CostSection-stage">
          <Editable source={stage.src?.text}>{stage.text}</Editable>
          {stage.tooltip ? <InfoTip label={`More about ${stage.text}`} text={stage.tooltip} /> : null}
        </span>
      </th>
      <td className="CostSection-amount">{stage.price}</td>
    </tr>
  );
}

function Payments({
  stages,
  total,
  button,
  headingLevel,
}: Pick<CostSectionView, 'stages' | 'total' | 'button'> & { headingLevel: HeadingLevel }) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <div className="CostSection-payments">
      <Heading id={headingId} className="CostSection-heading">
        Payment stages
      </Heading>
      <table aria-labelledby={headingId}>
        {stages.length ? (
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col" className="CostSection-amount">
                Amount
              </th>
            </tr>
          </thead>
        ) : null}
        <tbody>
          {stages.map((stage) => (
            <StageRow key={stage.key} stage={stage} />
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="CostSection-amount">{total}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {button ? (
        <SiteButton component={AnchorLink} href={button.url} variant="contained" size="large" fullWidthOnPhones>
          <Editable source={button.src?.text}>{button.text}</Editable>
        </SiteButton>
      ) : null}
    </div>
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
  const Heading = headingLevel;
  return (
    <div>
      <Heading className="CostSection-heading">{heading}</Heading>
      <ul className={included ? 'CostSection-items' : 'CostSection-items CostSection-excluded'}>
        {items.map((item) => (
          <li key={item.key}>
            <div aria-hidden="true" className="CostSection-icon">
              <Icon />
            </div>
            <p className="CostSection-item">
              <span className="CostSection-sr">{included ? 'Included: ' : 'Not included: '}</span>
              <Editable source={item.src?.text}>{item.text}</Editable>
            </p>
          </li>
        ))}
      </ul>
    </div>
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
    <CostSectionRoot title={title} titleSource={src?.title}>
      <Columns spacing={{ xs: 5, md: 8 }} columns={{ xs: 1, md: hasPayments && hasLists ? [7, 5] : 1 }}>
        {hasPayments ? (
          <div>
            <Payments stages={stages} total={total} button={button} headingLevel={headingLevel} />
          </div>
        ) : null}
        {hasLists ? (
          <div className="CostSection-side">
            <div className="CostSection-lists">
              {inclusions.length ? (
                <ItemList heading="What’s included" items={inclusions} included headingLevel={headingLevel} />
              ) : null}
              {exclusions.length ? (
                <ItemList heading="Not included" items={exclusions} included={false} headingLevel={headingLevel} />
              ) : null}
            </div>
            {!hasPayments && button ? (
              <SiteButton component={AnchorLink} href={button.url} variant="contained" size="large" fullWidthOnPhones>
                <Editable source={button.src?.text}>{button.text}</Editable>
              </SiteButton>
            ) : null}
          </div>
        ) : null}
      </Columns>
    </CostSectionRoot>
  );
}
