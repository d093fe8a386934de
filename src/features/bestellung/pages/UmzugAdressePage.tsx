import { PageScaffold } from '../../../components/layout/PageScaffold';

export default function UmzugAdressePage() {
  return <PageScaffold />;
}
