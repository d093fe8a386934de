import { namespace } from '..';
import messages from '../de/dokumente.json';

export const useDokumenteT = namespace('dokumente', messages);
