import { namespace } from '..';
import messages from '../de/portierung.json';

export const usePortierungT = namespace('portierung', messages);
