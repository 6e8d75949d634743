import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from '@/components/ui/NextLink';
import Seo from '@/components/ui/Seo';
import SiteButton from '@/components/ui/SiteButton';

const MESSAGES = {
  404: { title: 'Page not found', text: 'We couldn’t find that page. It may have moved, or the link may be mistyped.' },
  500: {
    title: 'Something went wrong',
    text: 'Sorry, this page ran into a problem on our side. Please try again in a moment.',
  },
  503: {
    title: 'We’ll be right back',
    text: 'Our content service is not answering just now, so this page can’t be shown. Please try again in a few minutes.',
  },
} as const;

/** The error pages, in the brand's look (the layout around it still comes from _app). */
export default function ErrorTemplate({ status }: { status: 404 | 500 | 503 }) {
  const message = MESSAGES[status];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 } }}>
      <Seo title={message.title} description={message.text} noIndex />
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="overline" component="p" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          Error {status}
        </Typography>
        <Typography component="h1" variant="h1">
          {message.title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          {message.text}
        </Typography>
        <SiteButton component={NextLink} href="/" variant="contained" size="large">
          Go to the home page
        </SiteButton>
      </Stack>
    </Container>
  );
}
