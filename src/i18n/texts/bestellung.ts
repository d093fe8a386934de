import { namespace } from '..';
import messages from '../de/bestellung.json';

export const useBestellungT = namespace('bestellung', messages);
