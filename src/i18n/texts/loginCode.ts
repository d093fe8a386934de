import { namespace } from '..';
import messages from '../de/loginCode.json';

export const useLoginCodeT = namespace('loginCode', messages);
