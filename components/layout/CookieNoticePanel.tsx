import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ConsentChoice } from '@/lib/analytics/consent';
import type { CookieNotice } from '@/lib/brand/site-settings';
import Editable from '../ui/Editable';
import RichText from '../ui/RichText';

/**
 * The cookie notice as shown (components/layout/CookieNotice.tsx decides whether it shows): the
 * brand's text, and accept and reject side by side with the same weight, so neither is the easy one.
 */
export default function CookieNoticePanel({
  text,
  acceptButtonText,
  rejectButtonText,
  src,
  onChoose,
}: CookieNotice & {
  onChoose: (choice: ConsentChoice) => void;
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
        <RichText markdown={text} source={src?.text} sx={{ '& p': { typography: 'body2' } }} />
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => onChoose('granted')}>
            <Editable source={src?.acceptButtonText}>{acceptButtonText}</Editable>
          </Button>
          <Button variant="contained" onClick={() => onChoose('denied')}>
            <Editable source={src?.rejectButtonText}>{rejectButtonText}</Editable>
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
