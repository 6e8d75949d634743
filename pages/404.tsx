import ErrorTemplate from '@/components/templates/Error/ErrorTemplate';

/** Paths no route matches (pages with a route answer their own 404 in the brand's look). */
export default function NotFoundPage() {
  return <ErrorTemplate status={404} />;
}
