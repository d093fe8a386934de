import { namespace } from '..';
import messages from '../de/login.json';

export const useLoginT = namespace('login', messages);
