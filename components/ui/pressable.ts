import type { CSSObject } from '@mui/material/styles';
import type { ElementType } from 'react';

/**
 * What MUI's ButtonBase gave the site's buttons and chips, without its code (ButtonBase, its ripple
 * and its focus tracking are a few kB of every page's JavaScript and work in every hydration): a
 * native `<button type="button">`, or `<a>` with an `href`, or the component asked for (a link);
 * focus is the browser's own `:focus-visible` (the theme's focus ring), and a disabled one is
 * `disabled` (a button) or `aria-disabled` out of the tab order (a link), with MUI's class for
 * the look. There is no ripple on press.
 */

/** MUI's class for a disabled button, which the site's styles already match. */
export const DISABLED_CLASS = 'Mui-disabled';

/** ButtonBase's own reset (ButtonBase.js, @mui/material 9), to start a button's class from. */
export const pressableReset: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  borderRadius: 0,
  padding: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  color: 'inherit',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  [`&.${DISABLED_CLASS}`]: { pointerEvents: 'none', cursor: 'default' },
  '@media print': { colorAdjust: 'exact' },
};

export interface PressableProps {
  component?: ElementType;
  href?: string | null;
  disabled?: boolean;
  className?: string;
  type?: 'button' | 'submit' | 'reset';
}

/**
 * The element and attributes of a pressable thing: `as` for the styled root, and what a
 * disabled one needs on that element.
 */
export function pressable({ component, href, disabled = false, className, type }: PressableProps) {
  const as: ElementType = component ?? (href ? 'a' : 'button');
  const native = as === 'button';
  return {
    as,
    className: [className, disabled ? DISABLED_CLASS : null].filter(Boolean).join(' ') || undefined,
    ...(href != null ? { href } : null),
    ...(native ? { type: type ?? 'button', disabled } : disabled ? { 'aria-disabled': true, tabIndex: -1 } : null),
  };
}
