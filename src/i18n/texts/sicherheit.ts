import { namespace } from '..';
import messages from '../de/sicherheit.json';

export const useSicherheitT = namespace('sicherheit', messages);
