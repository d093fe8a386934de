import { Navigate, useOutlet, useParams } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';

/** vertrag-detail/{id}: the order and move screens; the bare address leads to the contract's detail page. */
export default function VertragDetailLayout() {
  const outlet = useOutlet();
  const { id = '' } = useParams();
  return outlet ?? <Navigate replace to={hrefFor('vertrag', { id })} />;
}
