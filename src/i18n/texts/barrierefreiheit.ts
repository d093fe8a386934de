import { namespace } from '..';
import messages from '../de/barrierefreiheit.json';

export const useBarrierefreiheitT = namespace('barrierefreiheit', messages);
