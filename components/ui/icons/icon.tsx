import { styled, type SxProps, type Theme } from '@mui/material/styles';
import type { SVGProps } from 'react';

/**
 * The site's icons (one module each, beside this one: a page carries the icons it shows): Material
 * Design icons (Google, Apache License 2.0), each path as @mui/icons-material draws it, on one small
 * component instead of MUI's SvgIcon and createSvgIcon (in every page's JavaScript, with a class per icon and size). MUI SvgIcon's look:
 * 1em square in the current colour, 24px (20px small), the palette colours it was given, and its
 * `data-testid` (`CheckIcon`).
 */

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'color'> {
  fontSize?: 'small' | 'medium' | 'inherit';
  color?: 'success' | 'error' | 'primary';
  sx?: SxProps<Theme>;
}

const IconRoot = styled('svg')(({ theme }) => ({
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
  fontSize: theme.typography.pxToRem(24),
  transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  '&.Icon-small': { fontSize: theme.typography.pxToRem(20) },
  '&.Icon-inherit': { fontSize: 'inherit' },
  '&.Icon-success': { color: theme.palette.success.main },
  '&.Icon-error': { color: theme.palette.error.main },
  '&.Icon-primary': { color: theme.palette.primary.main },
}));

export function icon(path: string, name: string) {
  function Icon({ fontSize = 'medium', color, className, ...rest }: IconProps) {
    const classes = [fontSize === 'medium' ? null : `Icon-${fontSize}`, color ? `Icon-${color}` : null, className];
    return (
      <IconRoot
        viewBox="0 0 24 24"
        focusable="false"
        aria-hidden="true"
        data-testid={`${name}Icon`}
        className={classes.filter(Boolean).join(' ') || undefined}
        {...rest}
      >
        <path d={path} />
      </IconRoot>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
