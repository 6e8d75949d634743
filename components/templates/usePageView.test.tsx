/** A page's view from the hydrated cache: what the page renders, and a loud failure when the data is missing. */
import { screen } from '@testing-library/react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { renderWithProviders } from '@/__tests__/support/render';
import { usePageCache } from '@/lib/cms/hydration';
import { usePageView } from './usePageView';

type Data = { page: { __typename: 'Page'; id: string; title: string } | null };
type Variables = { slug: string };
const PageDocument: TypedDocumentNode<Data, Variables> = gql`
  query PageBySlug($slug: String!) {
    page(slug: $slug) {
      id
      title
    }
  }
`;

const toTitle = (data: Data, context: { brand: { name: string } }) =>
  data.page ? `${data.page.title} (${context.brand.name})` : null;

function Page({ slug, fill }: { slug: string; fill?: Data }) {
  const cache = usePageCache();
  if (fill) cache.writeQuery({ query: PageDocument, variables: { slug }, data: fill });
  return <h1>{usePageView(PageDocument, { slug }, toTitle)}</h1>;
}

describe('usePageView', () => {
  it('maps the cached answer of the page’s query with the brand’s context', () => {
    renderWithProviders(<Page slug="a" fill={{ page: { __typename: 'Page', id: '1', title: 'Camp life' } }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Camp life (Wayfarer Collective)');
  });

  it.each([
    ['the query is not in the cache', undefined],
    ['the mapper finds nothing to show', { page: null }],
  ])('throws, naming the query, when %s (an error page, never an empty one)', (_case, fill) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProviders(<Page slug="b" fill={fill as Data | undefined} />)).toThrow(
      /PageBySlug: no view to render/,
    );
    error.mockRestore();
  });
});
