import { styled } from '@mui/material/styles';
import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import { editable } from '@/lib/preview/content-source';
import type { FaqView } from './toFaq';

/**
 * The questions' look in one class (the parts below are plain elements with class names): a
 * divider above the list and below each question; the question a row of at least 64px, its
 * heading in the h6 text style (semibold) and a chevron in the primary colour that turns when the
 * question is open (`details[open]`, no script); the answer in the secondary text colour. As MUI's
 * Accordion drew it, without its script: the browser opens and closes a <details> by itself.
 */
const FaqList = styled('div')(({ theme }) => ({
  borderTop: `1px solid ${theme.palette.divider}`,
  '& .Faq-item': { borderBottom: `1px solid ${theme.palette.divider}` },
  '& .Faq-summary': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 64,
    padding: 0,
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 1) },
    cursor: 'pointer',
    userSelect: 'none',
    // No disclosure triangle: the chevron shows the state.
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    // The focus ring is the theme's (CssBaseline's `:focus-visible`); the tint is MUI's AccordionSummary's.
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  },
  '& .Faq-question': {
    margin: theme.spacing(2, 2, 2, 0),
    flexGrow: 1,
    ...theme.typography.h6,
    fontWeight: 600,
    overflowWrap: 'anywhere',
  },
  '& .Faq-chevron': {
    flexShrink: 0,
    width: theme.typography.pxToRem(24),
    height: theme.typography.pxToRem(24),
    fill: 'currentColor',
    color: theme.palette.primary.main,
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '& .Faq-item[open] > .Faq-summary .Faq-chevron': { transform: 'rotate(180deg)' },
  '& .Faq-answer': {
    padding: theme.spacing(0, 0, 3),
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 1, 3) },
    color: theme.palette.text.secondary,
    overflowWrap: 'anywhere',
  },
}));

/**
 * Questions as native disclosures: each question is a <details> whose <summary> holds the question
 * as a heading; the browser opens and closes it (a click, Enter or Space), before and without the
 * page's script, and tells assistive technology whether it is open. Several can be open at once
 * (no shared `name`). Answers are in the server HTML (closed), so they are indexed, and browsers
 * that search closed <details> open the one holding what the visitor finds.
 */
export default function Faq({ title, questions, src }: FaqView) {
  const Heading = title ? 'h3' : 'h2';
  return (
    <Section title={title} titleSource={src?.title} maxWidth="md">
      <FaqList>
        {questions.map((item) => (
          // The browser sets `open` as the visitor toggles, maybe before hydration: not React's to check.
          <details key={item.id} className="Faq-item" suppressHydrationWarning>
            <summary className="Faq-summary">
              <Heading className="Faq-question" {...editable(item.src?.question)}>
                {item.question}
              </Heading>
              <svg className="Faq-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
              </svg>
            </summary>
            <RichText className="Faq-answer" markdown={item.answer} source={item.src?.answer} />
          </details>
        ))}
      </FaqList>
    </Section>
  );
}
