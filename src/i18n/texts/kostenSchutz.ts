import { namespace } from '..';
import messages from '../de/kostenSchutz.json';

export const useKostenSchutzT = namespace('kostenSchutz', messages);
