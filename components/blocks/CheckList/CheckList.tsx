import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { CheckListView } from './toCheckList';

/**
 * Points a visitor checks against (am I eligible? is this for me?): a card with a ticked list,
 * two columns on wide screens.
 */
export default function CheckList({ title, introText, items, src }: CheckListView) {
  return (
    <Section title={title} titleSource={src?.title} maxWidth="md">
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 3, md: 5 } }}>
        {introText ? (
          <Typography
            variant="body1"
            sx={{ mb: 3, fontSize: '1.125rem', whiteSpace: 'pre-line' }}
            {...editable(src?.introText, 'text')}
          >
            {introText}
          </Typography>
        ) : null}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: items.length > 3 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
            columnGap: 4,
            rowGap: 2,
          }}
        >
          {items.map((item) => (
            <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
              <Box
                aria-hidden="true"
                sx={{
                  flexShrink: 0,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <CheckIcon sx={{ fontSize: 18 }} />
              </Box>
              <Typography variant="body1" sx={{ pt: '2px' }} {...editable(item.src?.text)}>
                {item.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Section>
  );
}
