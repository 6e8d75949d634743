import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import RichText from '../ui/RichText';

/** The cookie notice as shown (components/layout/CookieNotice.tsx decides whether it shows). */
export default function CookieNoticePanel({
  text,
  acceptButtonText,
  onAccept,
}: {
  text: string;
  acceptButtonText: string;
  onAccept: () => void;
}) {
  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, md: 'auto' },
        right: { md: 24 },
        bottom: { xs: 8, md: 24 },
        maxWidth: { md: 480 },
        p: 2.5,
        zIndex: (theme) => theme.zIndex.snackbar,
        bgcolor: 'background.paper',
      }}
    >
      <Stack spacing={2}>
        <RichText markdown={text} sx={{ '& p': { typography: 'body2' } }} />
        <Button variant="contained" onClick={onAccept} sx={{ alignSelf: 'flex-start' }}>
          {acceptButtonText}
        </Button>
      </Stack>
    </Paper>
  );
}
