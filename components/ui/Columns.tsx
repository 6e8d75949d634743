import { styled, type Breakpoint, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * MUI Grid's layout (12 columns with gutters between them) as a CSS grid whose items are plain
 * elements: the same widths and gaps, in one small rule per breakpoint on the container. MUI's
 * Grid writes every item's width as a calc() over its container's variables, per breakpoint, in a
 * class per item size (about 450 bytes each), and the container's spacing in another.
 *
 * `columns` per breakpoint is either a number of equal columns (k items a row, as MUI items of
 * size 12 / k) or the sizes of one row's items, of 12 (as MUI items of those sizes). Either way a
 * size n is MUI's own width, `100% * n / 12 - (12 - n) / 12` of a gutter, with the gutter as gap.
 */

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** The value for each breakpoint, inherited from the one below when not given (as MUI reads them). */
function perBreakpoint<T>(theme: Theme, value: Responsive<T> | undefined): Partial<Record<Breakpoint, T>> {
  const result: Partial<Record<Breakpoint, T>> = {};
  if (value === undefined) return result;
  let current: T | undefined;
  for (const key of theme.breakpoints.keys) {
    const given =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Partial<Record<Breakpoint, T>>)[key]
        : key === 'xs'
          ? (value as T)
          : undefined;
    if (given !== undefined) current = given;
    if (current !== undefined) result[key] = current;
  }
  return result;
}

function given<T>(value: Responsive<T> | undefined, key: Breakpoint): boolean {
  if (value === undefined) return false;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return key in value;
  return key === 'xs';
}

export interface ColumnsProps {
  /** Equal columns (a number) or one row's item sizes of 12 (an array), per breakpoint. */
  columns?: Responsive<number | number[]>;
  /** The gutter between columns and rows, in spacing units (MUI Grid's `spacing`). */
  spacing?: Responsive<number>;
  /** Or each on its own (MUI Grid's `rowSpacing`, `columnSpacing`). */
  rowSpacing?: Responsive<number>;
  columnSpacing?: Responsive<number>;
  /** A list without bullets or indentation (as `ul`/`ol`). */
  plain?: boolean;
}

// And what MUI's own styled() keeps from the element: `as` (Emotion renders `as` only when it is
// not forwarded), `sx` (applied as styles), `theme`, `ownerState`.
const own = new Set(['columns', 'spacing', 'rowSpacing', 'columnSpacing', 'plain', 'as', 'sx', 'theme', 'ownerState']);

function columnsStyle(theme: Theme, { columns = 1, spacing = 0, rowSpacing, columnSpacing }: ColumnsProps): CSSObject {
  const rows = perBreakpoint(theme, rowSpacing ?? spacing);
  const gutters = perBreakpoint(theme, columnSpacing ?? spacing);
  const tracks = perBreakpoint(theme, columns);
  const result: CSSObject = { display: 'grid' };
  for (const key of theme.breakpoints.keys) {
    const style: CSSObject = {};
    const track = tracks[key];
    // A row of sizes depends on the gutter too: written again wherever either changes.
    if (
      track !== undefined &&
      (given(columns, key) || (Array.isArray(track) && given(columnSpacing ?? spacing, key)))
    ) {
      const gutter = theme.spacing(gutters[key] ?? 0);
      // MUI's own formula (and not `1fr`), so the browser rounds the widths as it does MUI's.
      const width = (size: number) => `calc(100% * ${size} / 12 - ${12 - size} * ${gutter} / 12)`;
      style.gridTemplateColumns = Array.isArray(track)
        ? track.map(width).join(' ')
        : track === 1
          ? 'minmax(0, 1fr)'
          : `repeat(${track}, ${width(12 / track)})`;
    }
    const sameGap = rowSpacing === undefined && columnSpacing === undefined;
    if (sameGap) {
      if (given(spacing, key)) style.gap = theme.spacing(rows[key] ?? 0);
    } else {
      if (given(rowSpacing ?? spacing, key)) style.rowGap = theme.spacing(rows[key] ?? 0);
      if (given(columnSpacing ?? spacing, key)) style.columnGap = theme.spacing(gutters[key] ?? 0);
    }
    if (Object.keys(style).length === 0) continue;
    if (key === 'xs') Object.assign(result, style);
    else result[theme.breakpoints.up(key)] = style;
  }
  // As MUI's Grid items: no wider than their track, whatever their content.
  result['& > *'] = { minWidth: 0 };
  return result;
}

export const Columns = styled('div', { shouldForwardProp: (prop) => !own.has(prop as string) })<ColumnsProps>(
  ({ theme, ...props }) => columnsStyle(theme, props),
  ({ plain }) => (plain ? { listStyle: 'none', margin: 0, padding: 0 } : {}),
);
