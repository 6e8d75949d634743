import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { styled, type CSSObject } from '@mui/material/styles';
import { forwardRef, type ElementType, type ReactNode } from 'react';

/**
 * The site's icon button: MUI IconButton's look and behaviour (ButtonBase: a centred ripple, focus-
 * visible, disabled; the theme's MuiIconButton overrides) as ONE static class, as SiteButton is
 * for Button: MUI's IconButton writes a class per combination of props and `sx`, each with
 * ButtonBase's and IconButton's whole styles again. Colour, size and edge are class names matched
 * inside it (`siteIconButtonClasses`). No `sx`: a placement or a look of its own is the parent's
 * rule for `siteIconButtonClasses.root` (see Slider).
 */

export const siteIconButtonClasses = {
  root: 'SiteIconButton-root',
  inherit: 'SiteIconButton-inherit',
  small: 'SiteIconButton-small',
  edgeEnd: 'SiteIconButton-edgeEnd',
} as const;

const c = siteIconButtonClasses;

/**
 * MUI IconButton's styles (IconButton.js, @mui/material 9) for what the site uses, in MUI's
 * order, then the theme's overrides of MuiIconButton (the 12px padding, every size). Modifiers
 * are matched in `:where()`, adding no weight, so the same rule wins as in MUI's one class.
 */
const SiteIconButtonRoot = styled(ButtonBase)(({ theme }) => {
  const is = (...names: string[]) => `&:where(${names.map((name) => `.${name}`).join('')})`;
  const overrides = (theme.components?.MuiIconButton?.styleOverrides?.root ?? {}) as CSSObject;
  return {
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(24),
    padding: 8,
    borderRadius: '50%',
    color: theme.palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '--IconButton-hoverBg': theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '&:hover': {
      backgroundColor: 'var(--IconButton-hoverBg)',
      // Reset on touch devices, it doesn't add specificity
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    [is(c.edgeEnd)]: { marginRight: -12 },
    [is(c.edgeEnd, c.small)]: { marginRight: -3 },
    [is(c.inherit)]: { color: 'inherit' },
    [is(c.small)]: { padding: 5, fontSize: theme.typography.pxToRem(18) },
    '&.Mui-disabled': { backgroundColor: 'transparent', color: theme.palette.action.disabled },
    [is(c.root)]: overrides,
  };
});

export type SiteIconButtonProps = Omit<ButtonBaseProps, 'color' | 'classes' | 'sx'> & {
  color?: 'default' | 'inherit';
  size?: 'medium' | 'small';
  edge?: 'end' | false;
  component?: ElementType;
  href?: string;
  children?: ReactNode;
};

const SiteIconButton = forwardRef<HTMLButtonElement, SiteIconButtonProps>(function SiteIconButton(
  { color = 'default', size = 'medium', edge = false, className, children, ...rest },
  ref,
) {
  const classes = [
    c.root,
    color === 'inherit' ? c.inherit : null,
    size === 'small' ? c.small : null,
    edge === 'end' ? c.edgeEnd : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // IconButton's own defaults: the ripple from the centre, and on keyboard focus too.
    <SiteIconButtonRoot ref={ref} className={classes} centerRipple focusRipple {...(rest as ButtonBaseProps)}>
      {children}
    </SiteIconButtonRoot>
  );
});

export default SiteIconButton;
