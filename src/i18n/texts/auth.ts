import { namespace } from '..';
import messages from '../de/auth.json';

export const useAuthT = namespace('auth', messages);
