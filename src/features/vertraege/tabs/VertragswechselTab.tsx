import { VertragswechselInfo } from '../VertragswechselInfo';
import type { TabProps } from './TabProps';

/** Tab "vertragswechsel": how a change private ↔ business works (not an online order, see VertragswechselInfo). */
export default function VertragswechselTab({ vertrag }: TabProps) {
  return <VertragswechselInfo contractId={vertrag.contractId} />;
}
