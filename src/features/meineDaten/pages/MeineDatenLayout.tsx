import { Outlet } from 'react-router-dom';

// Placeholder until the feature's issue lands: the section's layout just renders its child page.
export default function MeineDatenLayout() {
  return <Outlet />;
}
