/** Meine Daten (spec §2): customer data, bank account, invoice address, password, consents, move, directory. */
import type { RouteDef } from './types';

export const meineDatenRoutes: RouteDef = {
  path: 'meine-daten',
  name: 'private.dashboard.meinedaten',
  page: () => import('../../features/meineDaten/pages/MeineDatenLayout'),
  children: [
    { index: true, redirect: 'meinedaten.stammdaten' },
    {
      path: 'stammdaten',
      children: [
        {
          index: true,
          name: 'meinedaten.stammdaten',
          title: 'stammdaten',
          page: () => import('../../features/meineDaten/pages/StammdatenPage'),
        },
        {
          path: 'email',
          name: 'meinedaten.stammdaten.email',
          title: 'email',
          page: () => import('../../features/meineDaten/pages/EmailPage'),
        },
        {
          path: 'telefon',
          name: 'meinedaten.stammdaten.telefon',
          title: 'telefon',
          page: () => import('../../features/meineDaten/pages/TelefonPage'),
        },
        {
          path: 'authcode',
          name: 'meinedaten.stammdaten.authcode',
          title: 'authcode',
          page: () => import('../../features/meineDaten/pages/AuthcodePage'),
        },
        {
          path: 'validate-email-update',
          name: 'meinedaten.stammdaten.validateEmail',
          title: 'validateEmail',
          page: () => import('../../features/meineDaten/pages/ValidateEmailUpdatePage'),
        },
      ],
    },
    {
      path: 'bankdaten',
      name: 'meinedaten.bankdaten',
      title: 'bankdaten',
      page: () => import('../../features/bankdaten/pages/BankdatenPage'),
    },
    {
      path: 'rechnungsadresse',
      name: 'meinedaten.rechnungsadresse',
      title: 'rechnungsadresse',
      page: () => import('../../features/meineDaten/pages/RechnungsadressePage'),
    },
    {
      path: 'passwort',
      name: 'meinedaten.passwort',
      title: 'passwort',
      page: () => import('../../features/meineDaten/pages/PasswortPage'),
    },
    {
      path: 'einwilligungen',
      name: 'meinedaten.einwilligungen',
      title: 'einwilligungen',
      page: () => import('../../features/meineDaten/pages/EinwilligungenPage'),
    },
    {
      path: 'erweiterte_aenderungen',
      name: 'meinedaten.erweiterteAenderungen',
      title: 'erweiterteAenderungen',
      page: () => import('../../features/meineDaten/pages/ErweiterteAenderungenPage'),
    },
    {
      path: 'umzug',
      name: 'meinedaten.umzug',
      title: 'umzugMeldung',
      page: () => import('../../features/meineDaten/pages/UmzugPage'),
    },
    {
      path: 'telefonbucheintrag',
      name: 'meinedaten.telefonbucheintrag',
      title: 'telefonbucheintrag',
      page: () => import('../../features/meineDaten/pages/TelefonbucheintragPage'),
    },
    // beyond spec: „Anmeldung & Sicherheit“
    {
      path: 'sicherheit',
      name: 'meinedaten.sicherheit',
      title: 'sicherheit',
      page: () => import('../../features/sicherheit/pages/SicherheitPage'),
    },
    // beyond spec: „Meine Daten herunterladen“ (Art. 15/20 DSGVO)
    {
      path: 'datenauskunft',
      name: 'meinedaten.datenauskunft',
      title: 'datenauskunft',
      page: () => import('../../features/datenauskunft/pages/DatenauskunftPage'),
    },
  ],
};
