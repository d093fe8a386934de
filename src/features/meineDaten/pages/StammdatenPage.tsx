import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor, type RouteName } from '../../../config/paths';
import { ErrorMessage } from '../../../components/feedback/ErrorMessage';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { formatDate } from '../../../lib/dates';
import { maskIban } from '../../../lib/validators';
import { currentBankdaten } from '../../bankdaten/bankRule';
import { DataList, type DataRow } from '../../../components/layout/DataList';
import { customerAddress, formatName, invoiceLines } from '../format';
import { useMeineDatenT } from '../../../i18n/texts/meineDaten';

/** One card per topic: heading, data, and links to the screens that change it. */
function Section({
  id,
  title,
  rows,
  links,
}: {
  id: string;
  title: string;
  rows: DataRow[];
  links: { route: RouteName; label: string }[];
}) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DataList rows={rows} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {links.map((link) => (
          <li key={link.route}>
            <Link component={RouterLink} to={hrefFor(link.route)}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

export default function StammdatenPage() {
  const { t } = useMeineDatenT();
  const k = useAppSelector((state) => state.session.kundendaten);
  const bank = useAppSelector((state) => currentBankdaten(state.bankdaten.list));
  if (!k) {
    return (
      <PageScaffold>
        <ErrorMessage error={undefined} fallbackKey="meineDaten:notLoaded" />
      </PageScaffold>
    );
  }
  const business = k.customerType === 'business';
  const orEmpty = (v: string): ReactNode => v || t('empty');
  const consent = (v: boolean) => t(v ? 'overview.consentGiven' : 'overview.consentNotGiven');
  const name = formatName(k.titel, k.firstname, k.lastname);
  const change = (what: string) => t('changeLabel', { what });

  const personRows: DataRow[] = [
    { label: t('overview.number'), value: k.number },
    { label: t('overview.type'), value: t(business ? 'overview.typeBusiness' : 'overview.typePrivat') },
    ...(business
      ? [
          { label: t('overview.companyName'), value: orEmpty(k.company) },
          { label: t('overview.contactPerson'), value: orEmpty(name) },
        ]
      : [
          { label: t('overview.name'), value: [k.salutation, name].filter(Boolean).join(' ') },
          { label: t('overview.birthday'), value: formatDate(k.birthday) },
        ]),
    { label: t('overview.address'), value: customerAddress(k) },
  ];

  return (
    <PageScaffold>
      <Typography sx={{ mb: 3 }}>{t('overview.intro')}</Typography>
      <Section
        id="md-person"
        title={t(business ? 'overview.company' : 'overview.person')}
        rows={personRows}
        links={[
          { route: 'meinedaten.erweiterteAenderungen', label: t('overview.nameChange') },
          { route: 'meinedaten.umzug', label: t('overview.moveChange') },
        ]}
      />
      <Section
        id="md-kontakt"
        title={t('overview.kontakt')}
        rows={[
          { label: t('overview.email'), value: orEmpty(k.email) },
          { label: t('overview.phone'), value: orEmpty(k.phone) },
          { label: t('overview.phone2'), value: orEmpty(k.phone2) },
          { label: t('overview.optInEMail'), value: consent(k.optInEMail) },
          { label: t('overview.optInPhone'), value: consent(k.optInPhone) },
        ]}
        links={[
          { route: 'meinedaten.stammdaten.email', label: change(t('overview.email')) },
          { route: 'meinedaten.stammdaten.telefon', label: change(t('nav.telefon')) },
          { route: 'meinedaten.einwilligungen', label: change(t('nav.einwilligungen')) },
          { route: 'meinedaten.telefonbucheintrag', label: t('overview.telefonbuchShow') },
        ]}
      />
      <Section
        id="md-abrechnung"
        title={t('overview.abrechnung')}
        rows={[
          {
            label: t('overview.invoiceAddress'),
            value: invoiceLines(k).map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }}>
                {line}
              </Box>
            )),
          },
          {
            label: t('overview.iban'),
            value: bank
              ? `${maskIban(bank.accountNumberInternational)} (${t('overview.validFrom', { date: formatDate(bank.validFrom) })})`
              : t('overview.noBank'),
          },
        ]}
        links={[
          { route: 'meinedaten.rechnungsadresse', label: change(t('overview.invoiceAddress')) },
          { route: 'meinedaten.bankdaten', label: change(t('nav.bankdaten')) },
        ]}
      />
      <Section
        id="md-sicherheit"
        title={t('overview.sicherheit')}
        rows={[{ label: t('overview.password'), value: t('overview.passwordMasked') }]}
        links={[
          { route: 'meinedaten.passwort', label: change(t('overview.password')) },
          { route: 'meinedaten.stammdaten.authcode', label: t('overview.authcodeShow') },
        ]}
      />
    </PageScaffold>
  );
}
