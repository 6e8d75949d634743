import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { pressable, pressableReset } from './pressable';

/**
 * The site's chips (tags, categories, "Past event"): MUI Chip's look (a clickable chip a native
 * link, ./pressable: no ButtonBase, no ripple) for what the site uses, small and semibold, as ONE
 * static class per kind (clickable or not), as SiteButton is for Button. MUI's Chip writes a class
 * per combination of variant, colour and sx, each with ButtonBase's and Chip's whole styles
 * (avatar, icon and delete-icon rules included), about 2.7 kB apiece. Variant and colour are class
 * names matched in `:where()` (no added weight, so the same rule wins as in MUI's one class).
 */

export const siteChipClasses = {
  root: 'SiteChip-root',
  outlined: 'SiteChip-outlined',
  primary: 'SiteChip-primary',
  label: 'SiteChip-label',
} as const;

const c = siteChipClasses;
const is = (...names: string[]) => `&:where(${names.map((name) => `.${name}`).join('')})`;

/** A small MUI Chip's box and type (Chip.js, @mui/material 9), without its colours: also a job card's sticker. */
export function chipBoxStyles(theme: Theme): CSSObject {
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    lineHeight: 1.5,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    border: 0,
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
  };
}

/** MUI Chip's styles (Chip.js, @mui/material 9) for a small chip. */
function chipStyles(theme: Theme, clickable: boolean): CSSObject {
  const { action, primary } = theme.palette;
  return {
    ...chipBoxStyles(theme),
    color: theme.palette.text.primary,
    backgroundColor: action.selected,
    // The site's chips are semibold.
    fontWeight: 600,
    '&.Mui-disabled': { opacity: action.disabledOpacity, pointerEvents: 'none' },
    [is(c.primary)]: { backgroundColor: primary.main, color: primary.contrastText },
    ...(clickable
      ? {
          userSelect: 'none',
          WebkitTapHighlightColor: 'transparent',
          cursor: 'pointer',
          '&:hover': {
            backgroundColor: theme.alpha(action.selected, `${action.selectedOpacity} + ${action.hoverOpacity}`),
          },
          '&:focus-visible': {
            backgroundColor: theme.alpha(action.selected, `${action.selectedOpacity} + ${action.focusOpacity}`),
          },
          '&:active': { boxShadow: theme.shadows[1] },
          [`${is(c.primary)}:hover, ${is(c.primary)}:focus-visible`]: { backgroundColor: primary.dark },
        }
      : {}),
    [is(c.outlined)]: {
      backgroundColor: 'transparent',
      border: `1px solid ${theme.palette.grey[400]}`,
      ...(clickable
        ? { '&:hover': { backgroundColor: action.hover }, '&:focus-visible': { backgroundColor: action.focus } }
        : {}),
    },
    // The label (ChipLabel): small, 8px aside (7px inside the outline).
    [`& .${c.label}`]: {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: 8,
      paddingRight: 8,
      whiteSpace: 'nowrap',
    },
    [`${is(c.outlined)} .${c.label}`]: { paddingLeft: 7, paddingRight: 7 },
  };
}

const ClickableChipRoot = styled('div')(({ theme }) => ({ ...pressableReset, ...chipStyles(theme, true) }));
const ChipRoot = styled('div')(({ theme }) => chipStyles(theme, false));

export interface SiteChipProps {
  label: ReactNode;
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary';
  /** A link (with `href`, as `component`): pressable (./pressable), as MUI's clickable Chip. */
  clickable?: boolean;
  component?: ElementType;
  href?: string;
  rel?: string;
  className?: string;
  'aria-current'?: 'page' | undefined;
}

const SiteChip = forwardRef<HTMLDivElement, SiteChipProps>(function SiteChip(
  { label, variant = 'filled', color = 'default', clickable = false, component, className, ...rest },
  ref,
) {
  const classes = [
    c.root,
    variant === 'outlined' ? c.outlined : null,
    color === 'primary' ? c.primary : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = <span className={c.label}>{label}</span>;
  return clickable ? (
    <ClickableChipRoot ref={ref} {...rest} {...pressable({ component: component ?? 'div', className: classes })}>
      {content}
    </ClickableChipRoot>
  ) : (
    <ChipRoot ref={ref} as={component} className={classes} {...rest}>
      {content}
    </ChipRoot>
  );
});

export default SiteChip;
