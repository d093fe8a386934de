import { namespace } from '..';
import messages from '../de/hilfe.json';

export const useHilfeT = namespace('hilfe', messages);
