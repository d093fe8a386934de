import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';
import { useRouteTitle } from './usePageTitle';

/** A page with the route's title as its heading. */
export function PageScaffold({ children, heading }: { children?: ReactNode; heading?: ReactNode }) {
  const title = useRouteTitle();
  return (
    <>
      <PageHeading>{heading ?? title}</PageHeading>
      {children}
    </>
  );
}
