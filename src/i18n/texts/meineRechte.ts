import { namespace } from '..';
import messages from '../de/meineRechte.json';

export const useMeineRechteT = namespace('meineRechte', messages);
