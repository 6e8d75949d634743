import { editable, type FieldType } from '@/lib/preview/content-source';

/**
 * A CMS value inside other text ("“{quote}”", "By {name}"), wrapped in a span that the admin's
 * click-to-edit can address when it has a source (draft mode); just the value otherwise, so a
 * visitor's page is the same as without it. Where the value is an element's whole text, spread
 * `editable(source)` on that element instead.
 */
export default function Editable({
  source,
  type,
  before = '',
  after = '',
  children,
}: {
  source: string | undefined;
  type?: FieldType;
  /** Text around the value (" · ", " min read"): outside the span, and one text node with it for visitors. */
  before?: string;
  after?: string;
  children: string | number;
}) {
  return source ? (
    <>
      {before}
      <span {...editable(source, type)}>{children}</span>
      {after}
    </>
  ) : (
    <>{`${before}${children}${after}`}</>
  );
}
