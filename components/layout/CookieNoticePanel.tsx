import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { CONSENT_CHOSEN_ATTRIBUTE, type ConsentChoice } from '@/lib/analytics/consent';
import Typography from '@mui/material/Typography';
import { linkCookiePolicy, type CookieNotice, type LinkItem } from '@/lib/brand/site-settings';
import Editable from '../ui/Editable';
import Link from '../ui/Link';
import RichText from '../ui/RichText';
import SiteButton from '../ui/SiteButton';

/**
 * The cookie notice as shown (components/layout/CookieNotice.tsx decides whether it shows): the
 * brand's text, and accept and reject side by side with the same weight, so neither is the easy one.
 */
export default function CookieNoticePanel({
  text,
  acceptButtonText,
  rejectButtonText,
  src,
  policy,
  onChoose,
}: CookieNotice & {
  policy: LinkItem | null;
  onChoose: (choice: ConsentChoice) => void;
}) {
  // The policy linked where the text names it, or after the text where it does not.
  const linked = policy ? linkCookiePolicy(text, policy) : text;
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
        // A choice stored in this browser: hidden from the first paint (components/layout/CookieNotice).
        [`html[${CONSENT_CHOSEN_ATTRIBUTE}] &`]: { display: 'none' },
      }}
    >
      <Stack spacing={2}>
        <RichText markdown={linked ?? text} source={src?.text} sx={{ '& p': { typography: 'body2' } }} />
        {policy && linked === null ? (
          <Typography variant="body2" sx={{ mt: -1 }}>
            <Link href={policy.url} underline="always">
              Read our cookie policy
            </Link>
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <SiteButton variant="contained" onClick={() => onChoose('granted')}>
            <Editable source={src?.acceptButtonText}>{acceptButtonText}</Editable>
          </SiteButton>
          <SiteButton variant="contained" onClick={() => onChoose('denied')}>
            <Editable source={src?.rejectButtonText}>{rejectButtonText}</Editable>
          </SiteButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
