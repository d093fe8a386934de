import { namespace } from '..';
import messages from '../de/consent.json';

export const useConsentT = namespace('consent', messages);
