import { useLocation } from 'react-router-dom';
import { hrefFor } from '../../../config/paths';
import { SideNavLayout } from '../../../components/layout/SideNavLayout';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/** Sub navigation of meine-daten (validate-email-update is reached from the mail only). */
const ITEMS = [
  { key: 'stammdaten', route: 'meinedaten.stammdaten' },
  { key: 'email', route: 'meinedaten.stammdaten.email' },
  { key: 'telefon', route: 'meinedaten.stammdaten.telefon' },
  { key: 'authcode', route: 'meinedaten.stammdaten.authcode' },
  { key: 'bankdaten', route: 'meinedaten.bankdaten' },
  { key: 'rechnungsadresse', route: 'meinedaten.rechnungsadresse' },
  { key: 'passwort', route: 'meinedaten.passwort' },
  { key: 'sicherheit', route: 'meinedaten.sicherheit' },
  { key: 'einwilligungen', route: 'meinedaten.einwilligungen' },
  { key: 'datenauskunft', route: 'meinedaten.datenauskunft' },
  { key: 'erweiterteAenderungen', route: 'meinedaten.erweiterteAenderungen' },
  { key: 'umzug', route: 'meinedaten.umzug' },
  { key: 'telefonbucheintrag', route: 'meinedaten.telefonbucheintrag' },
] as const;

export default function MeineDatenLayout() {
  const { t } = useMeineDatenT();
  const { pathname } = useLocation();
  const items = ITEMS.map((item) => {
    const href = hrefFor(item.route);
    // the overview is only "current" on itself; its children have their own entries
    return { key: item.key, href, label: t(`nav.${item.key}`), current: pathname === href || pathname === `${href}/` };
  });
  return <SideNavLayout label={t('nav.label')} items={items} />;
}
