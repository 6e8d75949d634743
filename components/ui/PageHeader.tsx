import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { Fragment, type ReactNode } from 'react';
import { editable, type FieldSources, type FieldType } from '@/lib/preview/content-source';
import { breadcrumbListLd } from '@/lib/seo/structured-data';
import JsonLd from './JsonLd';
import { usePageAddress } from './usePageAddress';
import Link from './Link';

export interface Crumb {
  label: string;
  href?: string;
  /** Draft mode: where the label is edited, when the crumb is a CMS text's one rendering on the page. */
  src?: string;
}

/** The top of a page without a hero: breadcrumbs, the page's h1 and an intro. */
export default function PageHeader({
  title,
  intro,
  crumbs = [],
  src,
  introType = 'string',
  children,
}: {
  title: string;
  intro?: string | null;
  crumbs?: Crumb[];
  /** Draft mode: where the title and the intro are edited. */
  src?: FieldSources<'title' | 'intro'>;
  /** The intro's field type (`text` for a multi-line field). */
  introType?: FieldType;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 4, md: 6 } }}>
        <Stack spacing={2}>
          {crumbs.length ? <PageBreadcrumbs crumbs={[...crumbs, { label: title }]} /> : null}
          <Typography component="h1" variant="h1" {...editable(src?.title)}>
            {title}
          </Typography>
          {intro ? (
            <Typography
              variant="h5"
              component="p"
              sx={{ fontWeight: 400, color: 'text.secondary', maxWidth: 760 }}
              {...editable(src?.intro, introType)}
            >
              {intro}
            </Typography>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * MUI's Breadcrumbs as it drew the site's trails (never more than its eight crumbs, so never
 * collapsed), in one class: a wrapping row of the body text in the secondary colour, a "/" between
 * crumbs, hidden from screen readers.
 */
const Trail = styled('nav')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.secondary,
  '& ol': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    padding: 0,
    margin: 0,
    listStyle: 'none',
  },
  '& .Trail-separator': { display: 'flex', userSelect: 'none', marginLeft: 8, marginRight: 8 },
}));

/**
 * Where the page sits in the site; the last crumb is the current page. Search engines get the same
 * trail as a BreadcrumbList.
 */
export function PageBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const page = usePageAddress();
  return (
    <>
      <JsonLd id="breadcrumbs" data={page && breadcrumbListLd(crumbs, page)} />
      <Trail aria-label="Breadcrumb">
        <ol>
          {crumbs.map((crumb, index) => (
            <Fragment key={crumb.label}>
              {index ? (
                <li aria-hidden="true" className="Trail-separator">
                  /
                </li>
              ) : null}
              <li>
                {crumb.href && index < crumbs.length - 1 ? (
                  <Link href={crumb.href} color="inherit" variant="body2" {...editable(crumb.src)}>
                    {crumb.label}
                  </Link>
                ) : (
                  <Typography
                    variant="body2"
                    color="text.primary"
                    aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                    {...editable(crumb.src)}
                  >
                    {crumb.label}
                  </Typography>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      </Trail>
    </>
  );
}
