import { namespace } from '..';
import messages from '../de/startseite.json';

export const useStartseiteT = namespace('startseite', messages);
