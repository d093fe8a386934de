import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n';
import sicherheit from '../../i18n/de/sicherheit.json';

// the namespace of „Anmeldung & Sicherheit“ and of the code question before critical changes; registered by
// the module every user of the texts imports its hook from (a bare import would be dropped: sideEffects false)
registerMessages('sicherheit', sicherheit);

/** useTranslation('sicherheit') with the texts registered. */
export const useSicherheitT = () => useTranslation('sicherheit');
