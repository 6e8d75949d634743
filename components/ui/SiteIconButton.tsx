import { styled, type CSSObject } from '@mui/material/styles';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { pressable, pressableReset } from './pressable';

/**
 * The site's icon button: MUI IconButton's look (the theme's MuiIconButton overrides included) on a
 * native button or link (./pressable: no ButtonBase, no ripple), as ONE static class, as SiteButton is
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
const SiteIconButtonRoot = styled('button')(({ theme }) => {
  const is = (...names: string[]) => `&:where(${names.map((name) => `.${name}`).join('')})`;
  const overrides = (theme.components?.MuiIconButton?.styleOverrides?.root ?? {}) as CSSObject;
  return {
    ...pressableReset,
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

export type SiteIconButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'type'> & {
  color?: 'default' | 'inherit';
  size?: 'medium' | 'small';
  edge?: 'end' | false;
  component?: ElementType;
  href?: string;
  type?: 'button' | 'submit' | 'reset';
  target?: string;
  rel?: string;
  children?: ReactNode;
};

const SiteIconButton = forwardRef<HTMLButtonElement, SiteIconButtonProps>(function SiteIconButton(
  { color = 'default', size = 'medium', edge = false, className, children, component, href, disabled, type, ...rest },
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
    <SiteIconButtonRoot ref={ref} {...rest} {...pressable({ component, href, disabled, className: classes, type })}>
      {children}
    </SiteIconButtonRoot>
  );
});

export default SiteIconButton;
