import { useParams } from 'react-router-dom';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { VertragswechselInfo } from '../../vertraege/VertragswechselInfo';

/**
 * vertrag-detail/{id}/vertragswechsel (§2): a change private ↔ business cannot be ordered online (the
 * order bundle has no field for it), so this screen explains the way and offers the tariff change.
 */
export default function VertragswechselPage() {
  const { id = '' } = useParams();
  return (
    <PageScaffold>
      <VertragswechselInfo contractId={id} />
    </PageScaffold>
  );
}
