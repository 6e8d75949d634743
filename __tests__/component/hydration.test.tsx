/**
 * The browser's Apollo cache as pages come and go: each server render brings its state, and what
 * is on screen shows that state, also when the same page gets new data (the editor's live preview
 * re-runs getServerSideProps for the page already shown).
 */
import { act, render, screen } from '@testing-library/react';
import { gql, type NormalizedCacheObject } from '@apollo/client';
import { APOLLO_STATE_PROP_NAME, HydratedCacheProvider, useHydratedCache } from '@/lib/cms/hydration';
import { usePageQuery } from '@/lib/cms/usePageQuery';

const QUERY = gql`
  query Title($slug: String!) {
    destinations(filters: { Slug: { eq: $slug } }) {
      documentId
      Name
    }
  }
`;

const stateFor = (slug: string, name: string): NormalizedCacheObject => ({
  [`Destination:${slug}`]: { __typename: 'Destination', documentId: slug, Name: name },
  ROOT_QUERY: {
    __typename: 'Query',
    [`destinations({"filters":{"Slug":{"eq":"${slug}"}}})`]: [{ __ref: `Destination:${slug}` }],
  },
});

function Page({ slug }: { slug: string }) {
  const data = usePageQuery(QUERY, { slug }) as { destinations: { Name: string }[] } | undefined;
  return <h1>{data?.destinations[0]?.Name ?? 'nothing'}</h1>;
}

function App({ slug, state }: { slug: string; state: NormalizedCacheObject }) {
  const cache = useHydratedCache({ [APOLLO_STATE_PROP_NAME]: state });
  return (
    <HydratedCacheProvider cache={cache}>
      <Page slug={slug} />
    </HydratedCacheProvider>
  );
}

describe('useHydratedCache', () => {
  it('shows the server data of the first page and of the next page navigated to', () => {
    const { rerender } = render(<App slug="peru" state={stateFor('peru', 'Peru')} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Peru');
    rerender(<App slug="chile" state={stateFor('chile', 'Chile')} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Chile');
  });

  it('shows new server data for the page already on screen (a preview refresh)', async () => {
    const { rerender } = render(<App slug="iceland" state={stateFor('iceland', 'Iceland')} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Iceland');
    await act(async () => rerender(<App slug="iceland" state={stateFor('iceland', 'Iceland, edited')} />));
    expect(screen.getByRole('heading')).toHaveTextContent('Iceland, edited');
  });
});
