import RichText from '@/components/ui/RichText';
import Section from '@/components/ui/Section';
import type { RichTextBlockView } from './toRichTextBlock';

/** A section of formatted text, at a readable measure. */
export default function RichTextBlock({ title, body, src }: RichTextBlockView) {
  return (
    <Section title={title} titleSource={src?.title} maxWidth="md">
      <RichText markdown={body} source={src?.body} />
    </Section>
  );
}
