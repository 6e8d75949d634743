import { Typography } from '@strapi/design-system';

/**
 * The list's Brands column, by name ("Timberline Camps") where Strapi shows a to-many relation as a
 * count ("1 item"). The CMS adds the names to each row of a list (cms/src/lib/admin-relations.ts).
 */
export const INJECT_COLUMN_IN_TABLE = 'Admin/CM/pages/ListView/inject-column-in-table';

interface Header {
  name: string;
  cellFormatter?: (row: Record<string, unknown>) => unknown;
  [key: string]: unknown;
}
interface Columns {
  displayedHeaders: Header[];
  layout: unknown;
}

export function brandNamesOf(row: Record<string, unknown>): string[] | undefined {
  const names = (row.brands as { names?: unknown } | null | undefined)?.names;
  return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : undefined;
}

function BrandNames({ names }: { names: string[] }) {
  return (
    <Typography textColor="neutral800" ellipsis maxWidth="30rem">
      {names.length ? names.join(', ') : '-'}
    </Typography>
  );
}

export function brandColumn({ displayedHeaders, layout }: Columns): Columns {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) =>
      header.name === 'brands'
        ? {
            ...header,
            cellFormatter: (row: Record<string, unknown>) => <BrandNames names={brandNamesOf(row) ?? []} />,
          }
        : header,
    ),
  };
}
