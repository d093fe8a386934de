/**
 * Cancellation button (§ 312k BGB), beyond spec: public (no session, a login wall would be unlawful), CSRF-checked
 * like every POST. POST kuendigung → confirmation with a random pdfToken; GET kuendigung/:id/pdf?token= → PDF.
 * The id counts up, so without the token anyone could read other people's cancellations (name, e-mail, numbers).
 * Hardened: customer number, contract number and the holder's first and last name must match,
 * else one neutral refusal (nothing tells whether a contract exists), failures throttled per customer number and
 * client address; the receipt e-mail goes to the holder's stored address too (lib/kuendigungMail.mjs).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError, bad, checkEmail, isBlank, isDate, fmtDate, str } from '../lib/util.mjs';
import { berlinDateTime } from '../lib/berlinTime.mjs';
import { sendKuendigungMail } from '../lib/kuendigungMail.mjs';
import { sendPdf } from '../lib/pdf.mjs';
import { createFailureThrottle, tooMany } from '../lib/throttle.mjs';
import { readCookie } from '../lib/request.mjs';
import { SESSION_COOKIE } from '../config.mjs';
import { sameName } from '../lib/widerrufModel.mjs';
import { recordVorgang } from './vorgaenge.mjs';
import { secondOpen } from '../lib/openOrders.mjs';
import { sameId } from '../lib/shapes.mjs';
import { dateProblem } from '../../../src/lib/dateRanges.mjs';
import { KUENDIGUNGSGRUENDE, kuendigungsende, portierungsfrist } from '../../../src/lib/kuendigungsfrist.mjs';

const PUBLIC = { config: { public: true } };

/** The one answer for "no such customer", "no such contract" and "not the holder's name": nothing to learn by trying. */
export const NEUTRAL = {
  code: 'NICHT_ZUZUORDNEN',
  message:
    'Wir konnten Ihre Angaben keinem Vertrag zuordnen und haben keine Kündigung aufgenommen. Bitte prüfen Sie Kundennummer, Vertragsnummer sowie Vor- und Nachnamen des Vertragsinhabers. Sie können auch schriftlich oder über unsere Hotline kündigen.',
};

/** The reason as the receipt names it, with its law. */
const GRUND_TEXT = {
  ordentlich: 'ordentliche Kündigung',
  vertragsaenderung: 'einseitige Vertragsänderung (§ 57 Abs. 1 TKG)',
  minderleistung: 'erhebliche Abweichung der Internetgeschwindigkeit (§ 57 Abs. 4 TKG)',
  umzug: 'Umzug, Leistung am neuen Wohnsitz nicht verfügbar (§ 60 Abs. 2 TKG)',
  ausserordentlich: 'außerordentliche Kündigung aus wichtigem Grund (§ 314 BGB)',
};
/** The notice rule that applied, as the receipt names it. */
const REGEL_TEXT = {
  mindestlaufzeit: 'zum Ende der Mindestvertragslaufzeit',
  kuendigungsfrist: 'mit der vertraglichen Kündigungsfrist',
  ohneFrist: 'ohne Einhaltung einer Kündigungsfrist',
  umzug: 'mit einer Frist von einem Monat, frühestens zum Umzugstermin',
  wichtigerGrund: 'fristlos nach Prüfung des wichtigen Grundes',
};

/** Constant-time comparison of the stored and the presented PDF token. */
function sameToken(stored, presented) {
  const a = Buffer.from(String(stored ?? ''));
  const b = Buffer.from(typeof presented === 'string' ? presented : '');
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

const de = (d) => d.split('-').reverse().join('.');

/** The receipt's text: the PDF download and the e-mail's attachment. */
function pdfLines(k) {
  // the legal proof of receipt: Berlin time, the same value the confirmation screen shows
  const eingang = berlinDateTime(k.eingangAm);
  return [
    `Vorgangsnummer: ${k.id}`,
    `Eingegangen am: ${eingang.date} um ${eingang.time} Uhr`,
    '',
    `Kundennummer: ${k.kundennummer}`,
    `Vertragsnummer: ${k.vertragsnummer}`,
    `Name: ${k.vorname} ${k.nachname}${k.firma ? ` (${k.firma})` : ''}`,
    `Kündigungsgrund: ${GRUND_TEXT[k.art]}`,
    ...(k.grund ? [`Begründung: ${k.grund}`] : []),
    ...(k.umzugsdatum ? [`Umzugstermin: ${de(k.umzugsdatum)}`] : []),
    `Angewandte Frist: ${REGEL_TEXT[k.regel]}`,
    `Gewünschter Zeitpunkt: ${k.zeitpunkt === 'naechstmoeglich' ? 'nächstmöglicher Termin' : de(k.wunschtermin)}`,
    `Voraussichtliches Vertragsende: ${de(k.beendigungZum)}`,
    ...(k.rufnummerMitnehmen
      ? [
          k.portierung === 'jederzeit'
            ? 'Rufnummer mitnehmen: ja – die Mitnahme ist jederzeit möglich, auch vor dem Vertragsende.'
            : `Rufnummer mitnehmen: ja – bitte beauftragen Sie Ihren neuen Anbieter bis spätestens ${de(k.portierungBis)}.`,
        ]
      : []),
    '',
    `Eine Bestätigung wurde an ${k.email} und an die hinterlegte E-Mail-Adresse des Vertragsinhabers gesendet.`,
    'Wir prüfen Ihre Kündigung und bestätigen Ihnen das Vertragsende schriftlich.',
  ];
}

/** The customer number of a live session on this request (the call is public: the cookie is optional), or ''. */
function signedInAs(ctx, req) {
  const s = ctx.sessions.touch(readCookie(req, SESSION_COOKIE), false);
  return (s && ctx.store.byUsername(s.username)?.kundendaten.number) || '';
}

export async function kuendigungRoutes(app) {
  const ctx = app.ctx;
  const { store } = ctx;
  const throttle = createFailureThrottle(ctx, {
    perCustomer: ctx.opts.throttle?.kuendigungPerCustomer ?? 5,
    perAddress: ctx.opts.throttle?.kuendigungPerAddress ?? 20,
  });

  app.post('/kuendigung', PUBLIC, async (req, reply) => {
    const b = req.body ?? {};
    if (!KUENDIGUNGSGRUENDE.includes(b.art)) throw bad('Bitte wählen Sie die Art der Kündigung.');
    if (b.art === 'umzug' && !isDate(b.umzugsdatum)) throw bad('Bitte geben Sie das Datum Ihres Umzugs an.');
    if (b.rufnummerMitnehmen !== undefined && typeof b.rufnummerMitnehmen !== 'boolean')
      throw bad('Bitte geben Sie an, ob Sie Ihre Rufnummer mitnehmen möchten.');
    if (b.art === 'ausserordentlich' && isBlank(b.grund))
      throw bad('Bei einer außerordentlichen Kündigung ist ein Kündigungsgrund anzugeben.');
    if (isBlank(b.kundennummer)) throw bad('Kundennummer ist ein Pflichtfeld.');
    if (!/^\d{5,10}$/.test(str(b.kundennummer))) throw bad('Die Kundennummer besteht aus 5 bis 10 Ziffern.');
    if (isBlank(b.vorname) || isBlank(b.nachname)) throw bad('Bitte geben Sie Vor- und Nachnamen an.');
    if (isBlank(b.vertragsnummer)) throw bad('Vertragsnummer ist ein Pflichtfeld.');
    const email = checkEmail(b.email);
    if (!['naechstmoeglich', 'wunschtermin'].includes(b.zeitpunkt))
      throw bad('Bitte wählen Sie den Zeitpunkt der Kündigung.');
    const today = fmtDate(new Date(ctx.nowMs()));
    if (b.zeitpunkt === 'wunschtermin') {
      if (!isDate(b.wunschtermin)) throw bad('Bitte geben Sie einen gültigen Wunschtermin an.');
      if (b.wunschtermin <= today) throw bad('Der Wunschtermin muss in der Zukunft liegen.');
    }
    const outOfRange = dateProblem(
      'kuendigung',
      {
        umzugsdatum: b.art === 'umzug' ? b.umzugsdatum : undefined,
        wunschtermin: b.zeitpunkt === 'wunschtermin' ? b.wunschtermin : undefined,
      },
      today,
    );
    if (outOfRange) throw bad(outOfRange);
    const kundennummer = str(b.kundennummer);
    const vertragsnummer = str(b.vertragsnummer);
    // the holder signed in on this device cancels even while strangers' failures hold the customer number back
    const wait = signedInAs(ctx, req) === kundennummer ? 0 : (throttle?.retryAfter(kundennummer, req.ip) ?? 0);
    if (wait) return tooMany(reply, wait, 'Versuche');
    const customer = store.byNumber(kundennummer);
    const contract =
      // the contract number only: a product number from the price list names no one's contract
      customer?.contracts.find((v) => sameId(v.contractId, vertragsnummer)) ?? null;
    const kd = customer?.kundendaten;
    if (!contract || !sameName(b.vorname, kd.firstname) || !sameName(b.nachname, kd.lastname)) {
      throttle?.fail(kundennummer, req.ip);
      return reply.code(400).send(NEUTRAL);
    }
    // a second cancellation of the same contract while the first is open
    const dup = secondOpen(customer, contract.contractId, 'kuendigung');
    if (dup) return reply.code(409).send(dup);
    // the one notice rule per reason (src/lib/kuendigungsfrist.mjs), the same the form proposes
    const frist = kuendigungsende({
      grund: b.art,
      heute: today,
      mindestlaufzeitEnde: contract.minimumTermEnd,
      kuendigungsfristMonate: contract.noticePeriodMonths,
      umzugsdatum: b.art === 'umzug' ? b.umzugsdatum : '',
      wunschtermin: b.zeitpunkt === 'wunschtermin' ? b.wunschtermin : '',
    });
    if (frist.zuFrueh)
      throw bad(`Der Wunschtermin ist für diesen Kündigungsgrund frühestens am ${de(frist.fruehestesEnde)} möglich.`);
    const beendigungZum = frist.ende;
    const rufnummerMitnehmen = b.rufnummerMitnehmen === true;
    const portierung = rufnummerMitnehmen
      ? portierungsfrist({ mobil: contract.category === 'mobilfunk', ende: beendigungZum })
      : null;
    store.kuendigungSeq += 1;
    const id = `K-${today.slice(0, 4)}-${String(store.kuendigungSeq).padStart(6, '0')}`;
    const answer = {
      id,
      eingangAm: new Date(ctx.nowMs()).toISOString(),
      beendigungZum,
      art: b.art,
      regel: frist.regel,
      umzugsdatum: b.art === 'umzug' ? b.umzugsdatum : '',
      rufnummerMitnehmen,
      portierung: portierung?.art ?? '',
      portierungBis: portierung?.art === 'bis' ? portierung.bis : '',
      vertragsnummer,
      kundennummer,
      email,
      pdfToken: randomBytes(32).toString('base64url'),
    };
    store.kuendigungen.push({
      ...answer,
      grund: b.art === 'ausserordentlich' ? str(b.grund) : '',
      vorname: str(b.vorname),
      nachname: str(b.nachname),
      firma: str(b.firma),
      zeitpunkt: b.zeitpunkt,
      wunschtermin: str(b.wunschtermin),
    });
    // the contract is cancelled with an end date: the list, the contract page and its banner say the same
    if (contract.status === 'aktiv' || contract.status === 'in_bearbeitung') contract.status = 'gekuendigt';
    recordVorgang(ctx, customer, {
      referenz: id,
      art: 'kuendigung',
      vertragsId: contract.contractId,
      zum: beendigungZum,
    });
    await sendKuendigungMail(customer, answer, pdfLines(store.kuendigungen.at(-1)), ctx.nowMs());
    return answer;
  });

  app.get('/kuendigung/:id/pdf', PUBLIC, async (req, reply) => {
    const k = store.kuendigungen.find((x) => sameId(x.id, req.params.id));
    // the same answer for an unknown id and a wrong token: nothing to learn by trying
    if (!k || !sameToken(k.pdfToken, req.query.token)) throw new HttpError(404, 'Kündigung nicht gefunden.');
    return sendPdf(reply, `Kuendigungsbestaetigung_${k.id}.pdf`, {
      title: 'Eingangsbestätigung Ihrer Kündigung',
      lines: pdfLines(k),
    });
  });
}
