import { namespace } from '..';
import messages from '../de/auftraege.json';

export const useAuftraegeT = namespace('auftraege', messages);
