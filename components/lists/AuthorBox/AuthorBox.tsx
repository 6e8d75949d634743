import { styled } from '@mui/material/styles';
import { useId } from 'react';
import CmsImage from '@/components/ui/CmsImage';
import RichText from '@/components/ui/RichText';
import { editable } from '@/lib/preview/content-source';
import { Heading, text, type HeadingLevel } from '../shared';
import type { AuthorBoxView } from './toAuthorBox';

/**
 * The box's look in one class (its parts are plain elements with class names), as MUI's outlined
 * Card, Stack, Box and Typography drew it: the round photo above the words on phones, beside them
 * from `sm`; the overline heading, the name (an h4's look), the tag line and the biography.
 */
const AuthorBoxRoot = styled('aside')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  transition: theme.transitions.create('box-shadow'),
  border: `1px solid ${theme.palette.divider}`,
  overflow: 'hidden',
  borderRadius: (theme.shape.borderRadius as number) * 3,
  padding: theme.spacing(2.5),
  [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
  '& .AuthorBox-layout': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { flexDirection: 'row', gap: theme.spacing(3), alignItems: 'flex-start' },
  },
  '& .AuthorBox-photo': {
    position: 'relative',
    flexShrink: 0,
    borderRadius: '50%',
    overflow: 'hidden',
    backgroundColor: theme.palette.action.hover,
    width: 88,
    height: 88,
    [theme.breakpoints.up('md')]: { width: 120, height: 120 },
  },
  '& .AuthorBox-words': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1), minWidth: 0, flexGrow: 1 },
  '& .AuthorBox-heading': {
    ...text(theme, 'overline'),
    color: theme.palette.text.secondary,
    fontWeight: 700,
    letterSpacing: '0.1em',
    lineHeight: 1.6,
  },
  '& .AuthorBox-name': { ...text(theme, 'h4'), overflowWrap: 'anywhere' },
  '& .AuthorBox-tagLine': { ...text(theme, 'body1'), fontStyle: 'italic' },
  '& .AuthorBox-bio': { paddingTop: theme.spacing(1) },
}));

/**
 * "About the author" at the end of a post: photo, name, tag line and biography (Markdown). The
 * photo is decorative (the name is right beside it), so screen readers hear the name once.
 */
export default function AuthorBox({
  author,
  headingLevel: heading = 'h2',
}: {
  author: AuthorBoxView | null;
  headingLevel?: HeadingLevel;
}) {
  const headingId = useId();
  if (!author) return null;
  return (
    <AuthorBoxRoot aria-labelledby={headingId}>
      <div className="AuthorBox-layout">
        {author.photo ? (
          <div className="AuthorBox-photo">
            <CmsImage media={author.photo} alt="" fill sizes="120px" style={{ objectFit: 'cover' }} />
          </div>
        ) : null}
        <div className="AuthorBox-words">
          <Heading tag={heading} id={headingId} className="AuthorBox-heading">
            About the author
          </Heading>
          <p className="AuthorBox-name" {...editable(author.src?.name)}>
            {author.name}
          </p>
          {author.tagLine ? (
            <p className="AuthorBox-tagLine" {...editable(author.src?.tagLine)}>
              {author.tagLine}
            </p>
          ) : null}
          {author.information ? (
            <RichText markdown={author.information} source={author.src?.information} className="AuthorBox-bio" />
          ) : null}
        </div>
      </div>
    </AuthorBoxRoot>
  );
}
