import { PageScaffold } from '../../../components/layout/PageScaffold';

// Placeholder until the feature's issue lands: shows the route's heading.
export default function ErweiterteAenderungenPage() {
  return <PageScaffold />;
}
