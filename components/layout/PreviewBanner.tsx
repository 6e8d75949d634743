import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';
import VisibilityIcon from '@/components/ui/icons/Visibility';
import { isInFrame } from '@/lib/preview/frame';

const unchanging = () => () => {};
/** Whether the page is framed (the CMS admin's preview panel): unknown (null) on the server. */
const unknown = () => null;

/**
 * Says plainly that the page shows drafts, with the way out (draft mode is on for this browser).
 * Inside the admin's preview panel there is no way out to offer: the admin has its own, and
 * leaving draft mode there would swap the panel to the live page while the admin still says
 * Draft. So the button shows only once the browser has said the page is not framed.
 */
export default function PreviewBanner() {
  const { asPath } = useRouter();
  const exit = `/api/exit-preview?path=${encodeURIComponent(asPath)}`;
  const inFrame = useSyncExternalStore(unchanging, isInFrame, unknown);
  return (
    // In the flow above the sticky header (a second sticky bar at top: 0 would cover it).
    <Box role="region" aria-label="Preview mode" sx={{ bgcolor: '#1b1f24', color: '#ffffff' }}>
      <Container maxWidth="lg" sx={{ py: 1, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <VisibilityIcon fontSize="small" aria-hidden="true" />
        <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Preview: this page shows draft content that visitors cannot see.
        </Typography>
        {/* A plain link: leaving draft mode needs a full request, not a client-side navigation. */}
        {inFrame === false ? (
          <Button
            href={exit}
            size="small"
            variant="outlined"
            sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.6)' }}
          >
            Exit preview
          </Button>
        ) : null}
      </Container>
    </Box>
  );
}
