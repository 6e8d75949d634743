import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { plainText } from '../shared/styles';
import type { UspListView } from './toUspList';
import { Columns } from '@/components/ui/Columns';

/** Columns on wide screens: four up for 4 or 8 points, two up for 2, otherwise three up. */
const mdColumns = (count: number) => (count === 1 ? 12 : count === 2 ? 6 : count % 4 === 0 ? 3 : 4);

/** Selling points in a responsive grid (one column on phones, two on tablets, three or four on desktops), each with its icon. */
export default function UspList({ title, items, src }: UspListView) {
  const headingLevel = title ? 'h3' : 'h2';
  return (
    <Section title={title} titleSource={src?.title}>
      <Columns
        as="ul"
        plain
        columnSpacing={{ xs: 3, md: 4 }}
        rowSpacing={{ xs: 4, md: 5 }}
        columns={{ xs: 1, sm: 2, md: 12 / mdColumns(items.length) }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box
                sx={{
                  position: 'relative',
                  flexShrink: 0,
                  width: 72,
                  height: 72,
                  borderRadius: '50%',
                  bgcolor: 'background.paper',
                  color: 'primary.main',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {item.icon ? (
                  <Box sx={{ position: 'relative', width: 40, height: 40 }}>
                    <CmsImage media={item.icon} fill sizes="40px" style={{ objectFit: 'contain' }} />
                  </Box>
                ) : (
                  <CheckCircleOutlineRoundedIcon aria-hidden="true" sx={{ fontSize: 36 }} />
                )}
              </Box>
              {item.title ? (
                <Typography
                  component={headingLevel}
                  variant="h5"
                  sx={{ overflowWrap: 'anywhere' }}
                  {...editable(item.src?.title)}
                >
                  {item.title}
                </Typography>
              ) : null}
              {item.text ? (
                <Typography
                  variant="body1"
                  sx={{ ...plainText, color: 'text.secondary' }}
                  {...editable(item.src?.text, 'text')}
                >
                  {item.text}
                </Typography>
              ) : null}
            </Stack>
          </li>
        ))}
      </Columns>
    </Section>
  );
}
