import { namespace } from '..';
import messages from '../de/kampagne.json';

export const useKampagneT = namespace('kampagne', messages);
