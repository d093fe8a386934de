import { namespace } from '..';
import messages from '../de/sim.json';

export const useSimT = namespace('sim', messages);
