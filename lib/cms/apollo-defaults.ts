/**
 * Apollo Client 4 types results by the default error policy, which must be declared: every call
 * defaults to errorPolicy 'all' (docs/content-rules.md §7), so results carry both data and errors.
 */
import '@apollo/client';

declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace ApolloClient {
    // eslint-disable-next-line @typescript-eslint/no-namespace
    namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
