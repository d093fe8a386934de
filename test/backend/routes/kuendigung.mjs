/**
 * Cancellation button (§ 312k BGB), beyond spec: public (no session), CSRF-checked like every POST.
 * POST kuendigung → confirmation with a random pdfToken; GET kuendigung/:id/pdf?token= → confirmation PDF.
 * The id counts up, so without the token anyone could read other people's cancellations (name, e-mail, numbers).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError, addDays, addMonths, bad, checkEmail, isBlank, isDate, fmtDate, str } from '../lib/util.mjs';
import { berlinDateTime } from '../lib/berlinTime.mjs';
import { sendPdf } from '../lib/pdf.mjs';
import { recordVorgang } from './vorgaenge.mjs';
import { secondOpen } from '../lib/openOrders.mjs';
import { sameId } from '../lib/shapes.mjs';

const PUBLIC = { config: { public: true } };

/** Earliest end: within the minimum term its end, afterwards monthly (TKG § 56) with the notice period. */
export function earliestEnd(contract, today) {
  const withNotice = addMonths(today, contract ? contract.noticePeriodMonths : 1);
  if (contract && contract.minimumTermEnd >= withNotice) return contract.minimumTermEnd;
  return withNotice;
}

/** Constant-time comparison of the stored and the presented PDF token. */
function sameToken(stored, presented) {
  const a = Buffer.from(String(stored ?? ''));
  const b = Buffer.from(typeof presented === 'string' ? presented : '');
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

export async function kuendigungRoutes(app) {
  const ctx = app.ctx;
  const { store } = ctx;

  app.post('/kuendigung', PUBLIC, async (req, reply) => {
    const b = req.body ?? {};
    if (!['ordentlich', 'ausserordentlich'].includes(b.art)) throw bad('Bitte wählen Sie die Art der Kündigung.');
    if (b.art === 'ausserordentlich' && isBlank(b.grund))
      throw bad('Bei einer außerordentlichen Kündigung ist ein Kündigungsgrund anzugeben.');
    if (isBlank(b.kundennummer)) throw bad('Kundennummer ist ein Pflichtfeld.');
    if (!/^\d{5,10}$/.test(str(b.kundennummer))) throw bad('Die Kundennummer besteht aus 5 bis 10 Ziffern.');
    if (isBlank(b.firma) && (isBlank(b.vorname) || isBlank(b.nachname)))
      throw bad('Bitte geben Sie Vor- und Nachname (oder die Firma) an.');
    if (isBlank(b.vertragsnummer)) throw bad('Vertragsnummer ist ein Pflichtfeld.');
    const email = checkEmail(b.email);
    if (!['naechstmoeglich', 'wunschtermin'].includes(b.zeitpunkt))
      throw bad('Bitte wählen Sie den Zeitpunkt der Kündigung.');
    const today = fmtDate(new Date(ctx.nowMs()));
    if (b.zeitpunkt === 'wunschtermin') {
      if (!isDate(b.wunschtermin)) throw bad('Bitte geben Sie einen gültigen Wunschtermin an.');
      if (b.wunschtermin <= today) throw bad('Der Wunschtermin muss in der Zukunft liegen.');
    }
    const kundennummer = str(b.kundennummer);
    const vertragsnummer = str(b.vertragsnummer);
    const customer = store.byNumber(kundennummer);
    const contract =
      customer?.contracts.find((v) => sameId(v.contractId, vertragsnummer) || v.number === vertragsnummer) ?? null;
    // a second cancellation of the same contract while the first is open (issue 37)
    const dup = contract && secondOpen(customer, contract.contractId, 'kuendigung');
    if (dup) return reply.code(409).send(dup);
    const earliest = earliestEnd(contract, today);
    let beendigungZum;
    if (b.art === 'ausserordentlich')
      beendigungZum = b.zeitpunkt === 'wunschtermin' ? b.wunschtermin : addDays(today, 14); // fristlos, after processing
    else beendigungZum = b.zeitpunkt === 'wunschtermin' && b.wunschtermin > earliest ? b.wunschtermin : earliest;
    store.kuendigungSeq += 1;
    const id = `K-${today.slice(0, 4)}-${String(store.kuendigungSeq).padStart(6, '0')}`;
    const answer = {
      id,
      eingangAm: new Date(ctx.nowMs()).toISOString(),
      beendigungZum,
      art: b.art,
      vertragsnummer,
      kundennummer,
      email,
      pdfToken: randomBytes(32).toString('base64url'),
    };
    store.kuendigungen.push({
      ...answer,
      grund: str(b.grund),
      vorname: str(b.vorname),
      nachname: str(b.nachname),
      firma: str(b.firma),
      zeitpunkt: b.zeitpunkt,
      wunschtermin: str(b.wunschtermin),
      vertragBekannt: !!contract,
    });
    if (contract && contract.status === 'aktiv') contract.status = 'in_bearbeitung';
    recordVorgang(ctx, contract && customer, {
      referenz: id,
      art: 'kuendigung',
      vertragsId: contract?.contractId ?? '',
      zum: beendigungZum,
    });
    return answer;
  });

  app.get('/kuendigung/:id/pdf', PUBLIC, async (req, reply) => {
    const k = store.kuendigungen.find((x) => sameId(x.id, req.params.id));
    // the same answer for an unknown id and a wrong token: nothing to learn by trying
    if (!k || !sameToken(k.pdfToken, req.query.token)) throw new HttpError(404, 'Kündigung nicht gefunden.');
    const de = (d) => d.split('-').reverse().join('.');
    // the legal proof of receipt: Berlin time, the same value the confirmation screen shows
    const eingang = berlinDateTime(k.eingangAm);
    return sendPdf(reply, `Kuendigungsbestaetigung_${k.id}.pdf`, {
      title: 'Eingangsbestätigung Ihrer Kündigung',
      lines: [
        `Vorgangsnummer: ${k.id}`,
        `Eingegangen am: ${eingang.date} um ${eingang.time} Uhr`,
        '',
        `Kundennummer: ${k.kundennummer}`,
        `Vertragsnummer: ${k.vertragsnummer}`,
        `Name: ${k.firma || `${k.vorname} ${k.nachname}`}`,
        `Art der Kündigung: ${k.art === 'ordentlich' ? 'ordentliche Kündigung' : 'außerordentliche Kündigung'}`,
        ...(k.grund ? [`Grund: ${k.grund}`] : []),
        `Gewünschter Zeitpunkt: ${k.zeitpunkt === 'naechstmoeglich' ? 'nächstmöglicher Termin' : de(k.wunschtermin)}`,
        `Voraussichtliches Vertragsende: ${de(k.beendigungZum)}`,
        '',
        `Eine Bestätigung wurde an ${k.email} gesendet.`,
        'Wir prüfen Ihre Kündigung und bestätigen Ihnen das Vertragsende schriftlich.',
      ],
    });
  });
}
