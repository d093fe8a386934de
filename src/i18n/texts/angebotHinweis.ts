import { namespace } from '..';
import messages from '../de/angebotHinweis.json';

export const useAngebotHinweisT = namespace('angebotHinweis', messages);
