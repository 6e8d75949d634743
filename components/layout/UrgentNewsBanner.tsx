import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { UrgentNews } from '@/lib/brand/site-settings';
import { editable } from '@/lib/preview/content-source';
import Editable from '../ui/Editable';
import Link from '../ui/Link';

/** A strip above the header for urgent news (brand setting). */
export default function UrgentNewsBanner({ text, linkText, linkUrl, src }: UrgentNews) {
  return (
    <Box role="region" aria-label="Urgent news" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
      <Container maxWidth="lg" sx={{ py: 1, textAlign: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Editable source={src?.text}>{text}</Editable>{' '}
          {linkUrl ? (
            <Link href={linkUrl} color="inherit" underline="always" {...editable(src?.linkText)}>
              {linkText ?? 'Read more'}
            </Link>
          ) : null}
        </Typography>
      </Container>
    </Box>
  );
}
