import { namespace } from '..';
import messages from '../de/stoerung.json';

export const useStoerungT = namespace('stoerung', messages);
