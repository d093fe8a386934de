import { namespace } from '..';
import messages from '../de/widerruf.json';

export const useWiderrufT = namespace('widerruf', messages);
