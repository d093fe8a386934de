import { namespace } from '..';
import messages from '../de/vertragsdokumente.json';

export const useVertragsdokumenteT = namespace('vertragsdokumente', messages);
