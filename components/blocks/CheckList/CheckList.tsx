import { styled } from '@mui/material/styles';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { CheckListView } from './toCheckList';
import CheckIcon from '@/components/ui/icons/Check';

/**
 * The check list's look in one class on the section (the parts are plain elements with class
 * names), as MUI's Paper, Box and Typography drew it: the outlined card, the intro, the list (two
 * columns from `sm` when it has more than three points: `CheckList-wide`) and the ticks.
 */
const CheckListRoot = styled(Section)(({ theme }) => ({
  // MUI's outlined Paper, its corners three times the theme's radius.
  '& .CheckList-card': {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 3,
    padding: theme.spacing(3),
    [theme.breakpoints.up('md')]: { padding: theme.spacing(5) },
  },
  '& .CheckList-intro': {
    margin: 0,
    ...theme.typography.body1,
    marginBottom: theme.spacing(3),
    fontSize: '1.125rem',
    whiteSpace: 'pre-line',
  },
  '& .CheckList-list': {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gridTemplateColumns: '1fr',
    columnGap: theme.spacing(4),
    rowGap: theme.spacing(2),
  },
  '& .CheckList-wide': { [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  '& .CheckList-list > li': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1.5) },
  '& .CheckList-tick': {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .CheckList-tick > svg': { fontSize: 18 },
  '& .CheckList-text': { margin: 0, ...theme.typography.body1, paddingTop: '2px' },
}));

/**
 * Points a visitor checks against (am I eligible? is this for me?): a card with a ticked list,
 * two columns on wide screens.
 */
export default function CheckList({ title, introText, items, src }: CheckListView) {
  return (
    <CheckListRoot title={title} titleSource={src?.title} maxWidth="md">
      <div className="CheckList-card">
        {introText ? (
          <p className="CheckList-intro" {...editable(src?.introText, 'text')}>
            {introText}
          </p>
        ) : null}
        <ul className={items.length > 3 ? 'CheckList-list CheckList-wide' : 'CheckList-list'}>
          {items.map((item) => (
            <li key={item.key}>
              <div aria-hidden="true" className="CheckList-tick">
                <CheckIcon />
              </div>
              <p className="CheckList-text" {...editable(item.src?.text)}>
                {item.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </CheckListRoot>
  );
}
