import { namespace } from '..';
import messages from '../de/kuendigung.json';

export const useKuendigungT = namespace('kuendigung', messages);
