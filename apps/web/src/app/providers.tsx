import { FRESHNESS } from '@bazaar/shared';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/Toast';
import { ApiError } from '../lib/http';

/**
 * Answers the server rendered this page from. Components mounting while React hydrates do not ask
 * for them again, though they are older than `staleTime`: an answer landing mid-hydration makes
 * React throw the server's HTML away and render the page anew. The person's first click or history
 * step ends that, and every later view follows `staleTime`.
 */
const renderedFrom = new Set<string>();

export function rememberServerAnswers(queryHashes: string[]) {
  for (const hash of queryHashes) renderedFrom.add(hash);
  const forget = () => renderedFrom.clear();
  window.addEventListener('click', forget, { once: true, capture: true });
  window.addEventListener('popstate', forget, { once: true });
}

export function makeQueryClient() {
  const client: QueryClient = new QueryClient({
    // Any 401 means the session is gone (expired, or ended by a reset elsewhere): the navbar and
    // guards learn it at once instead of showing a person who is no longer signed in.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== 'me') {
          client.setQueryData(['me'], null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        // An answer is reused a second, then asked for again on the next view: with a shared
        // cache's second, another person's change shows within two (docs/architecture.md).
        staleTime: FRESHNESS.clientFreshMs,
        refetchOnMount: (query) => !renderedFrom.has(query.queryHash),
        refetchOnWindowFocus: false,
        // 4xx answers (not found, signed out, bad filter) will not change on retry; network blips might.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
