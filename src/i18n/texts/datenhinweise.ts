import { namespace } from '..';
import messages from '../de/datenhinweise.json';

export const useDatenhinweiseT = namespace('datenhinweise', messages);
