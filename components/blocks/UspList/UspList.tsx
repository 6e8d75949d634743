import { styled } from '@mui/material/styles';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { plainText } from '../shared/styles';
import type { UspListView } from './toUspList';
import { Columns } from '@/components/ui/Columns';
import CheckCircleOutlineRoundedIcon from '@/components/ui/icons/CheckCircleOutlineRounded';

/** Columns on wide screens: four up for 4 or 8 points, two up for 2, otherwise three up. */
const mdColumns = (count: number) => (count === 1 ? 12 : count === 2 ? 6 : count % 4 === 0 ? 3 : 4);

/**
 * The selling points' look in one class on the section (the parts are plain elements with class
 * names), as MUI's Stack, Box and Typography drew them: the icon in its round plate, the title
 * and the text under it.
 */
const UspListRoot = styled(Section)(({ theme }) => ({
  '& .UspList-item': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2), alignItems: 'flex-start' },
  '& .UspList-plate': {
    position: 'relative',
    flexShrink: 0,
    width: 72,
    height: 72,
    borderRadius: '50%',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.primary.main,
    display: 'grid',
    placeItems: 'center',
  },
  '& .UspList-icon': { position: 'relative', width: 40, height: 40 },
  '& .UspList-check': { fontSize: 36 },
  '& .UspList-title': { margin: 0, ...theme.typography.h5, overflowWrap: 'anywhere' },
  '& .UspList-text': { margin: 0, ...theme.typography.body1, ...plainText, color: theme.palette.text.secondary },
}));

/** Selling points in a responsive grid (one column on phones, two on tablets, three or four on desktops), each with its icon. */
export default function UspList({ title, items, src }: UspListView) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <UspListRoot title={title} titleSource={src?.title}>
      <Columns
        as="ul"
        plain
        columnSpacing={{ xs: 3, md: 4 }}
        rowSpacing={{ xs: 4, md: 5 }}
        columns={{ xs: 1, sm: 2, md: 12 / mdColumns(items.length) }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <div className="UspList-item">
              <div className="UspList-plate">
                {item.icon ? (
                  <div className="UspList-icon">
                    <CmsImage media={item.icon} fill sizes="40px" style={{ objectFit: 'contain' }} />
                  </div>
                ) : (
                  <CheckCircleOutlineRoundedIcon aria-hidden="true" className="UspList-check" />
                )}
              </div>
              {item.title ? (
                <Heading className="UspList-title" {...editable(item.src?.title)}>
                  {item.title}
                </Heading>
              ) : null}
              {item.text ? (
                <p className="UspList-text" {...editable(item.src?.text, 'text')}>
                  {item.text}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </Columns>
    </UspListRoot>
  );
}
