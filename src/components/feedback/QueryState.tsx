import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { Pending } from './Pending';
import { ErrorMessage } from './ErrorMessage';

interface QueryLike<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  refetch?: () => unknown;
  /** when the call behind the result started (RTK Query's startedTimeStamp, Date.now()) */
  startedTimeStamp?: number;
}

/**
 * A call started before the display showed (a prefetch on intent, the login form's) that then fails is not the
 * page's answer: the display asks once itself. RTK Query does that on its own for a call that had failed before the
 * page subscribed, but not for one still running then (a slow prefetch while the login's answer arrives).
 */
function useAskOnceAfterFailedPrefetch({ isError, startedTimeStamp, refetch }: QueryLike<unknown>) {
  const [shownAt] = useState(() => Date.now());
  const askedItself = useRef(false);
  useEffect(() => {
    if (!isError || !refetch || askedItself.current || startedTimeStamp === undefined || startedTimeStamp >= shownAt)
      return;
    askedItself.current = true;
    // the query hook's subscription starts in its own component's effect, which React runs after this child's:
    // refetch before it exists throws (RTK Query error 38) and took the whole page down; ask once it exists
    queueMicrotask(() => void refetch());
  }, [isError, startedTimeStamp, shownAt, refetch]);
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
  useAskOnceAfterFailedPrefetch(query);
  const data = useDeferredValue(query.data);
  if (query.isLoading || (query.data !== undefined && data === undefined)) return <Pending label={pendingLabel} />;
  if (query.isError || data === undefined) {
    return <ErrorMessage error={query.error} onRetry={query.refetch ? () => void query.refetch?.() : undefined} />;
  }
  return <>{children(data)}</>;
}
