import { namespace } from '..';
import messages from '../de/rechnungen.json';

export const useRechnungenT = namespace('rechnungen', messages);
