import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PageBreadcrumbs, type Crumb } from '@/components/ui/PageHeader';

/**
 * Breadcrumbs in a slim bar above a hero. The current page's name shows only here (the hero has its
 * own title), so in draft mode it is edited here.
 */
export default function CrumbBar({
  crumbs,
  current,
  currentSource,
}: {
  crumbs: Crumb[];
  current: string;
  /** Draft mode: where the page's name is edited. */
  currentSource?: string;
}) {
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 1.5 }}>
        <PageBreadcrumbs crumbs={[...crumbs, { label: current, src: currentSource }]} />
      </Container>
    </Box>
  );
}
