import { namespace } from '..';
import messages from '../de/session.json';

export const useSessionT = namespace('session', messages);
