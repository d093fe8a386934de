import { namespace } from '..';
import messages from '../de/meineDaten.json';

export const useMeineDatenT = namespace('meineDaten', messages);
