import { useDeferredValue, type ReactNode } from 'react';
import { Pending } from './Pending';
import { ErrorMessage } from './ErrorMessage';

interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch?: () => unknown;
}

/**
 * Renders pending / error / data of an RTK Query result in the portal's one way. Data that arrives is
 * rendered in the background (a deferred value: React renders it in slices and yields to input), so a
 * page of cards or a long list never blocks the customer; the pending state stays until it is ready.
 */
export function QueryState<T>({
  query,
  children,
  pendingLabel,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  pendingLabel?: string;
}) {
  const data = useDeferredValue(query.data);
  if (query.isLoading || (query.data !== undefined && data === undefined)) return <Pending label={pendingLabel} />;
  if (query.isError || data === undefined) {
    return <ErrorMessage error={query.error} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />;
  }
  return <>{children(data)}</>;
}
