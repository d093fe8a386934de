import { namespace } from '..';
import messages from '../de/vertraege.json';

export const useVertraegeT = namespace('vertraege', messages);
