import ErrorTemplate from '@/components/templates/Error/ErrorTemplate';

/** Errors outside the page loader (which answers its own 500/503 in the brand's look). */
export default function ServerErrorPage() {
  return <ErrorTemplate status={500} />;
}
