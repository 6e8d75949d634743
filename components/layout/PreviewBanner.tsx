import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import VisibilityIcon from '@/components/ui/icons/Visibility';

/** Says plainly that the page shows drafts, with the way out (draft mode is on for this browser). */
export default function PreviewBanner() {
  const { asPath } = useRouter();
  const exit = `/api/exit-preview?path=${encodeURIComponent(asPath)}`;
  return (
    // In the flow above the sticky header (a second sticky bar at top: 0 would cover it).
    <Box role="region" aria-label="Preview mode" sx={{ bgcolor: '#1b1f24', color: '#ffffff' }}>
      <Container maxWidth="lg" sx={{ py: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <VisibilityIcon fontSize="small" aria-hidden="true" />
        <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Preview: this page shows draft content that visitors cannot see.
        </Typography>
        {/* A plain link: leaving draft mode needs a full request, not a client-side navigation. */}
        <Button
          href={exit}
          size="small"
          variant="outlined"
          sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.6)' }}
        >
          Exit preview
        </Button>
      </Container>
    </Box>
  );
}
