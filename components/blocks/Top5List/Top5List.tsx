import { styled } from '@mui/material/styles';
import CmsImage from '@/components/ui/CmsImage';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import { panelRadius, plainText } from '../shared/styles';
import type { Top5ListView } from './toTop5List';

/**
 * The top five's look in one class on the section (the parts are plain elements with class
 * names), as MUI's Stack, Box and Typography drew it: the list, the cards (`Top5List-pictured`
 * with a picture: two columns from `sm`, the picture on the right of every second card from
 * `md`), the numeral, the title and the text.
 */
const Top5ListRoot = styled(Section)(({ theme }) => ({
  '& .Top5List-list': {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(3),
  },
  '& .Top5List-item': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    backgroundColor: theme.palette.background.paper,
    borderRadius: panelRadius(theme),
    overflow: 'hidden',
  },
  '& .Top5List-picture': { position: 'relative', aspectRatio: '4 / 3' },
  '& .Top5List-body': {
    display: 'flex',
    flexDirection: 'row',
    gap: theme.spacing(2),
    padding: theme.spacing(3),
    alignItems: 'flex-start',
    alignSelf: 'center',
  },
  '& .Top5List-numeral': {
    ...theme.typography.h1,
    color: theme.palette.primary.main,
    fontWeight: 800,
    lineHeight: 1,
    minWidth: '1.2ch',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .Top5List-text': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1.5),
    minWidth: 0,
    paddingTop: theme.spacing(0.5),
  },
  '& .Top5List-title': { margin: 0, ...theme.typography.h4, overflowWrap: 'anywhere' },
  '& .Top5List-copy': { margin: 0, ...theme.typography.body1, ...plainText, color: theme.palette.text.secondary },
  [theme.breakpoints.up('sm')]: {
    '& .Top5List-pictured': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
  },
  [theme.breakpoints.up('md')]: {
    '& .Top5List-list': { gap: theme.spacing(4) },
    '& .Top5List-pictured:nth-of-type(even)': { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
    '& .Top5List-pictured:nth-of-type(even) .Top5List-picture': { order: 2 },
    '& .Top5List-body': { gap: theme.spacing(3), padding: theme.spacing(5) },
  },
}));

/**
 * A numbered top five: one card per item, its picture in a 4:3 frame beside the text on tablets
 * and up (alternating sides on desktops), above it on phones. The big numeral is decoration: the
 * ordered list gives screen readers the position ("2 of 5"); role="list" keeps that in Safari,
 * which drops list semantics from unstyled lists.
 */
export default function Top5List({ title, items, src }: Top5ListView) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <Top5ListRoot title={title} titleSource={src?.title} maxWidth="lg">
      <ol role="list" className="Top5List-list">
        {items.map((item, index) => (
          <li key={item.id} className={item.image ? 'Top5List-item Top5List-pictured' : 'Top5List-item'}>
            {item.image ? (
              <div className="Top5List-picture">
                <CmsImage
                  media={item.image}
                  fill
                  sizes="(min-width: 1200px) 480px, (min-width: 600px) 42vw, 100vw"
                  style={{ objectFit: 'cover' }}
                />
              </div>
            ) : null}
            <div className="Top5List-body">
              <span aria-hidden="true" className="Top5List-numeral">
                {index + 1}
              </span>
              <div className="Top5List-text">
                {item.title ? (
                  <Heading className="Top5List-title" {...editable(item.src?.title)}>
                    {item.title}
                  </Heading>
                ) : null}
                {item.body ? (
                  <p className="Top5List-copy" {...editable(item.src?.body, 'text')}>
                    {item.body}
                  </p>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Top5ListRoot>
  );
}
