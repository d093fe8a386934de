import { namespace } from '..';
import messages from '../de/eligibility.json';

export const useEligibilityT = namespace('eligibility', messages);
