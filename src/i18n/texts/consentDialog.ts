import { namespace } from '..';
import messages from '../de/consentDialog.json';

export const useConsentDialogT = namespace('consentDialog', messages);
