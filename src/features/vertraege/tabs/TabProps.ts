import type { Vertrag } from '../../../api/types';

export interface TabProps {
  vertrag: Vertrag;
}
