import { styled, type CSSObject, type Theme } from '@mui/material/styles';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { pressable, pressableReset } from './pressable';

/**
 * The site's button: MUI Button's look (the theme's MuiButton overrides included) for the variants,
 * colours and sizes the site uses, on a native button or link (./pressable: no ButtonBase, no
 * ripple), written as ONE static class. MUI's Button writes a class per combination of props (and per `sx`), each
 * carrying ButtonBase's and Button's whole styles again, about 2.5 kB apiece: five or six per
 * page. Here every button of a page shares one class; its variant, colour and size are class
 * names matched inside it (`siteButtonClasses`).
 *
 * No `sx` (it would make the button a class of its own again): a placement (margins, width on
 * phones, display per breakpoint) is the parent's rule for `siteButtonClasses.root`, written with
 * more weight than one class when it sets what a variant sets (padding, background).
 */

export const siteButtonClasses = {
  root: 'SiteButton-root',
  contained: 'SiteButton-contained',
  outlined: 'SiteButton-outlined',
  text: 'SiteButton-text',
  primary: 'SiteButton-primary',
  secondary: 'SiteButton-secondary',
  inherit: 'SiteButton-inherit',
  large: 'SiteButton-large',
  fullWidth: 'SiteButton-fullWidth',
  fullWidthOnPhones: 'SiteButton-fullWidthOnPhones',
  icon: 'SiteButton-icon',
  endIcon: 'SiteButton-endIcon',
} as const;

const c = siteButtonClasses;

/** MUI Button's colour variables for one palette colour (Button.js, the `color` variants). */
function paletteColour(theme: Theme, name: 'primary' | 'secondary'): CSSObject {
  const colour = theme.palette[name];
  const hover = theme.palette.action.hoverOpacity;
  return {
    '--variant-textColor': colour.main,
    '--variant-outlinedColor': colour.main,
    '--variant-outlinedBorder': theme.alpha(colour.main, 0.5),
    '--variant-containedColor': colour.contrastText,
    '--variant-containedBg': colour.main,
    '@media (hover: hover)': {
      '&:hover': {
        '--variant-containedBg': colour.dark,
        '--variant-textBg': theme.alpha(colour.main, hover),
        '--variant-outlinedBorder': colour.main,
        '--variant-outlinedBg': theme.alpha(colour.main, hover),
      },
    },
  };
}

/**
 * MUI Button's styles (Button.js, @mui/material 9) for what the site uses, in MUI's order: the
 * root, the variant, the colour, the size, then the theme's overrides of MuiButton
 * (createBrandTheme: the pill radius, the side padding). Each modifier is matched in `:where()`,
 * which adds no weight: every rule weighs what MUI's one class does, so the same rule wins as in
 * MUI's class, and a parent's `.parent .SiteButton-root` outweighs them all. Elevation is off, as
 * the theme's default (`disableElevation`) has it for every MUI Button.
 */
const SiteButtonRoot = styled('button')(({ theme }) => {
  const hover = theme.palette.action.hoverOpacity;
  const overrides = (theme.components?.MuiButton?.styleOverrides?.root ?? {}) as CSSObject;
  const is = (...names: string[]) => `&:where(${names.map((name) => `.${name}`).join('')})`;
  return {
    ...pressableReset,
    ...(theme.typography.button as CSSObject),
    minWidth: 64,
    padding: '6px 16px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    '&:hover': { textDecoration: 'none' },
    '&.Mui-disabled': { color: theme.palette.action.disabled },
    [is(c.contained)]: {
      color: 'var(--variant-containedColor)',
      backgroundColor: 'var(--variant-containedBg)',
      '&.Mui-disabled': {
        color: theme.palette.action.disabled,
        backgroundColor: theme.palette.action.disabledBackground,
      },
    },
    [is(c.outlined)]: {
      padding: '5px 15px',
      border: '1px solid currentColor',
      borderColor: 'var(--variant-outlinedBorder, currentColor)',
      backgroundColor: 'var(--variant-outlinedBg)',
      color: 'var(--variant-outlinedColor)',
      '&.Mui-disabled': { border: `1px solid ${theme.palette.action.disabledBackground}` },
    },
    [is(c.text)]: {
      padding: '6px 8px',
      color: 'var(--variant-textColor)',
      backgroundColor: 'var(--variant-textBg)',
    },
    [is(c.primary)]: paletteColour(theme, 'primary'),
    [is(c.secondary)]: paletteColour(theme, 'secondary'),
    [is(c.inherit)]: {
      color: 'inherit',
      borderColor: 'currentColor',
      '--variant-containedBg': theme.palette.grey[300],
      '@media (hover: hover)': {
        '&:hover': {
          '--variant-containedBg': theme.palette.grey.A100,
          '--variant-textBg': theme.alpha(theme.palette.text.primary, hover),
          '--variant-outlinedBg': theme.alpha(theme.palette.text.primary, hover),
        },
      },
    },
    [is(c.large, c.text)]: { padding: '8px 11px', fontSize: theme.typography.pxToRem(15) },
    [is(c.large, c.outlined)]: { padding: '7px 21px', fontSize: theme.typography.pxToRem(15) },
    [is(c.large, c.contained)]: { padding: '8px 22px', fontSize: theme.typography.pxToRem(15) },
    [is(c.fullWidth)]: { width: '100%' },
    // A call to action as wide as the column on a phone, its own width from `sm` up.
    [is(c.fullWidthOnPhones)]: { width: '100%', [theme.breakpoints.up('sm')]: { width: 'auto' } },
    // After the variants, weighing as much: in MUI's one class they come last, and win.
    [is(c.root)]: overrides,
    // Button's end icon (ButtonEndIcon): beside the label, its icon at 20px (22px on a large button).
    [`& .${c.endIcon}`]: {
      display: 'inherit',
      marginRight: -4,
      marginLeft: 8,
      '& > *:nth-of-type(1)': { fontSize: 20 },
    },
    [`${is(c.large)} .${c.endIcon} > *:nth-of-type(1)`]: { fontSize: 22 },
  };
});

export type SiteButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'type'> & {
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** As wide as its column below `sm` (a phone), its own width from there up. */
  fullWidthOnPhones?: boolean;
  endIcon?: ReactNode;
  /** The element or component rendered (AnchorLink for a button that goes somewhere). */
  component?: ElementType;
  href?: string | null;
  type?: 'button' | 'submit' | 'reset';
  /** A link's own (with `href`). */
  target?: string;
  rel?: string;
  children?: ReactNode;
};

const SiteButton = forwardRef<HTMLButtonElement, SiteButtonProps>(function SiteButton(
  {
    variant = 'text',
    color = 'primary',
    size = 'medium',
    fullWidth = false,
    fullWidthOnPhones = false,
    endIcon,
    className,
    children,
    component,
    href,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  const classes = [
    c.root,
    c[variant],
    c[color],
    size === 'large' ? c.large : null,
    fullWidth ? c.fullWidth : null,
    fullWidthOnPhones ? c.fullWidthOnPhones : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <SiteButtonRoot ref={ref} {...rest} {...pressable({ component, href, disabled, className: classes, type })}>
      {children}
      {endIcon ? <span className={`${c.icon} ${c.endIcon}`}>{endIcon}</span> : null}
    </SiteButtonRoot>
  );
});

export default SiteButton;
