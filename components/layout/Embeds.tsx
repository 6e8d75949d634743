import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/router';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { safeHref } from '@/lib/url';
import { useSite } from './SiteContext';

const isHttpsUrl = (value: string) => /^https:\/\//i.test(value.trim()) && safeHref(value) !== null;

/**
 * The brand's form embeds and reviews widgets placed on this page (their Placement names the page).
 * A form from a provider (an https URL) is framed, sandboxed and lazy; a form that is a page of the
 * site is linked, never framed into itself. A reviews widget needs its provider's frame URL: an
 * in-house id with no provider renders nothing rather than a fake.
 */
export default function Embeds({ placement }: { placement: string }) {
  const { settings } = useSite();
  const { asPath } = useRouter();
  const here = asPath.split(/[?#]/)[0].replace(/\/+$/, '');
  const forms = settings.embeds.forms.filter((form) => form.placement === placement);
  const reviews = settings.embeds.reviews.filter((widget) => widget.placement === placement && isHttpsUrl(widget.widgetId));
  if (forms.length === 0 && reviews.length === 0) return null;
  return (
    <>
      {forms.map((form) =>
        isHttpsUrl(form.embedUrl) ? (
          <Section key={form.name} title={form.name}>
            <Box component="iframe" src={form.embedUrl} title={form.name} loading="lazy" sandbox="allow-forms allow-scripts allow-same-origin allow-popups" sx={{ width: '100%', minHeight: 640, border: 0 }} />
          </Section>
        ) : safeHref(form.embedUrl) && form.embedUrl.replace(/\/+$/, '') !== here ? (
          <Section key={form.name}>
            <Stack direction="row">
              <Button component={Link} href={form.embedUrl} variant="contained" endIcon={<ArrowForwardIcon />}>
                {form.name}
              </Button>
            </Stack>
          </Section>
        ) : null,
      )}
      {reviews.map((widget) => (
        <Section key={widget.name} title={widget.name}>
          <Box component="iframe" src={widget.widgetId} title={widget.name} loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups" sx={{ width: '100%', minHeight: 420, border: 0 }} />
        </Section>
      ))}
    </>
  );
}
