import { namespace } from '..';
import messages from '../de/datum.json';

export const useDatumT = namespace('datum', messages);
