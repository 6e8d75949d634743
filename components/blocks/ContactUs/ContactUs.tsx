import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import ActionButton from '@/components/ui/ActionButton';
import Link from '@/components/ui/Link';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { ContactMethod, ContactUsView } from './toContactUs';
import { useHeadingTag } from '@/components/ui/heading-level';
import { Columns } from '@/components/ui/Columns';
import MailOutlineRoundedIcon from '@/components/ui/icons/MailOutlineRounded';
import PhoneRoundedIcon from '@/components/ui/icons/PhoneRounded';

function Method({
  icon,
  label,
  method,
  source,
}: {
  icon: ReactNode;
  label: string;
  method: ContactMethod;
  source: string | undefined;
}) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {label}
        </Typography>
        <Typography
          component="span"
          variant="body1"
          sx={{ display: 'block', fontWeight: 700, fontSize: { sm: '1.125rem' }, overflowWrap: 'anywhere' }}
          {...(method.href ? undefined : editable(source))}
        >
          {method.href ? (
            <Link
              href={method.href}
              color="inherit"
              underline="always"
              sx={{ textUnderlineOffset: '0.2em' }}
              {...editable(source)}
            >
              {method.display}
            </Link>
          ) : (
            method.display
          )}
        </Typography>
      </Box>
    </Stack>
  );
}

/** A contact panel: the invitation and a button on one side, e-mail and telephone (mailto:/tel: links) as a list on the other. */
export default function ContactUs({ title, body, email, telephone, action, src }: ContactUsView) {
  const headingId = useId();
  const heading = useHeadingTag();
  const hasMethods = Boolean(email || telephone);
  const hasText = Boolean(title || body || action);
  return (
    <Section aria-labelledby={title ? headingId : undefined}>
      <Box
        sx={{
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: panelRadius,
          p: { xs: 3, sm: 5, md: 6 },
        }}
      >
        <Columns
          spacing={{ xs: 4, md: 6 }}
          columns={{ xs: 1, md: hasText && hasMethods ? 2 : 1 }}
          sx={{ alignItems: 'center' }}
        >
          {hasText ? (
            <div>
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                {title ? (
                  <Typography id={headingId} component={heading} variant="h3" {...editable(src?.title)}>
                    {title}
                  </Typography>
                ) : null}
                {body ? (
                  <Typography
                    variant="body1"
                    sx={{ ...plainText, color: 'text.secondary', fontSize: '1.0625rem', maxWidth: 600 }}
                    {...editable(src?.body, 'text')}
                  >
                    {body}
                  </Typography>
                ) : null}
                <ActionButton action={action} />
              </Stack>
            </div>
          ) : null}
          {hasMethods ? (
            <div>
              <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {email ? (
                  <Method icon={<MailOutlineRoundedIcon />} label="Email" method={email} source={src?.email} />
                ) : null}
                {telephone ? (
                  <Method icon={<PhoneRoundedIcon />} label="Telephone" method={telephone} source={src?.telephone} />
                ) : null}
              </Stack>
            </div>
          ) : null}
        </Columns>
      </Box>
    </Section>
  );
}
