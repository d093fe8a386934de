import { namespace } from '..';
import messages from '../de/datenauskunft.json';

export const useDatenauskunftT = namespace('datenauskunft', messages);
