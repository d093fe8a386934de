import type { ReactNode } from 'react';
import { Pending } from './Pending';
import { ErrorMessage } from './ErrorMessage';

interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch?: () => unknown;
}

/** Renders pending / error / data of an RTK Query result in the portal's one way. */
export function QueryState<T>({ query, children, pendingLabel }: { query: QueryLike<T>; children: (data: T) => ReactNode; pendingLabel?: string }) {
  if (query.isLoading) return <Pending label={pendingLabel} />;
  if (query.isError || query.data === undefined) {
    return <ErrorMessage error={query.error} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />;
  }
  return <>{children(query.data)}</>;
}
