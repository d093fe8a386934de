import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isMissingCall } from '../../../api/errors';
import { useAppSelector } from '../../../app/hooks';
import { hrefFor } from '../../../config/paths';
import { Notice } from '../../../components/feedback/Notice';
import { QueryState } from '../../../components/feedback/QueryState';
import { PageScaffold } from '../../../components/layout/PageScaffold';
import { formatDate } from '../../../lib/dates';
import { fristVon } from '../frist';
import { useWiderrufListeQuery } from '../widerrufApi';
import { WiderrufBeleg } from '../WiderrufBeleg';
import { WiderrufForm } from '../WiderrufForm';
import type { Beleg, WiderrufEintrag } from '../widerrufSchemas';
import { bestellText, HOTLINE_NUMBER } from '../widerrufTexts';
import { useWiderrufT } from '../../../i18n/texts/widerruf';

/**
 * „Vertrag widerrufen" for a logged-in customer: the orders still in their period to choose from (the one of
 * ?auftrag= chosen), name and e-mail from the customer data. An order already withdrawn shows its receipt;
 * one past its period says why it cannot be withdrawn any more.
 */
export default function WiderrufPage() {
  const { t } = useWiderrufT();
  const [search] = useSearchParams();
  const gewaehlt = search.get('auftrag') ?? '';
  const kundendaten = useAppSelector((state) => state.session.kundendaten);
  const liste = useWiderrufListeQuery(undefined, { refetchOnMountOrArgChange: true });
  // the receipt of the declaration just sent stays on screen when the list reloads with the order withdrawn
  const [gesendet, setGesendet] = useState<Beleg | null>(null);
  const hinterlegt = kundendaten?.email ?? '';
  if (gesendet)
    return (
      <PageScaffold>
        <WiderrufBeleg beleg={gesendet} hinterlegt={hinterlegt} />
      </PageScaffold>
    );
  if (isMissingCall(liste.error))
    return (
      <PageScaffold>
        <Notice severity="info">{t('nichtVerfuegbar', { hotline: HOTLINE_NUMBER })}</Notice>
      </PageScaffold>
    );
  return (
    <PageScaffold>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t('introPrivat')}</Typography>
      <QueryState query={liste} pendingLabel={t('loading')}>
        {({ auftraege, stand }) => {
          const inFrist = (a: WiderrufEintrag) => !a.beleg && fristVon(a.bestelltAm, stand).offen;
          const eintrag = auftraege.find((a) => a.auftragsnummer === gewaehlt);
          if (eintrag?.beleg)
            return <WiderrufBeleg beleg={{ ...eintrag.beleg, wiederholt: true }} hinterlegt={hinterlegt} />;
          const offen = auftraege.filter(inFrist);
          const abgelaufen = eintrag && !inFrist(eintrag) && (
            <Notice severity="info" sx={{ mb: 2 }}>
              {t('auftragAbgelaufen', {
                auftrag: eintrag.auftragsnummer,
                date: formatDate(fristVon(eintrag.bestelltAm, stand).fristEnde),
              })}
            </Notice>
          );
          if (offen.length === 0)
            return (
              <>
                {abgelaufen}
                <Typography sx={{ mb: 2 }}>{t('keinAuftrag')}</Typography>
                <Link component={RouterLink} to={hrefFor('auftraege')}>
                  {t('toAuftraege')}
                </Link>
              </>
            );
          const wahl = offen.map((a) => {
            const was = bestellText(t, a.bestellart, a.produkt);
            const date = formatDate(a.bestelltAm);
            const bis = formatDate(fristVon(a.bestelltAm, stand).fristEnde);
            return {
              auftragsnummer: a.auftragsnummer,
              was,
              label: t('auftragOption', { what: was, auftrag: a.auftragsnummer, date, bis }),
            };
          });
          return (
            <>
              {abgelaufen}
              <WiderrufForm
                onDone={setGesendet}
                auftraege={wahl}
                initialValues={{
                  ...(offen.some((a) => a.auftragsnummer === gewaehlt) && { auftragsnummer: gewaehlt }),
                  vorname: kundendaten?.firstname ?? '',
                  nachname: kundendaten?.lastname ?? '',
                  email: kundendaten?.email ?? '',
                }}
              />
            </>
          );
        }}
      </QueryState>
    </PageScaffold>
  );
}
