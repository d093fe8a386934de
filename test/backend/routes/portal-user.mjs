/** Meine Daten: contact data, consents, invoice address, e-mail, bank, documents, invoices, beyond-spec screens. */
import { randomBytes } from 'node:crypto';
import { bad, checkEmail, checkPersonAddress, checkPhone, fmtDate, isBlank, isDate, str } from '../lib/util.mjs';
import { checkIbanBic } from '../lib/iban.mjs';
import { sendPdf } from '../lib/pdf.mjs';
import { rechnungPdfDoc } from '../lib/rechnungDokument.mjs';
import { findContract } from '../lib/request.mjs';
import { checkNachweis } from '../lib/nachweis.mjs';
import { UPLOAD_BODY_LIMIT } from '../../../deploy/hosting.mjs';
import { sameId } from '../lib/shapes.mjs';
import { dateProblem } from '../../../src/lib/dateRanges.mjs';
import { setConsents } from '../lib/consents.mjs';

const de = (d) => d.split('-').reverse().join('.');

export async function userRoutes(app) {
  const ctx = app.ctx;
  const { store } = ctx;

  app.put('/user/telefon', async (req) => {
    const b = req.body ?? {};
    if (isBlank(b.phone)) throw bad('Telefonnummer ist ein Pflichtfeld.');
    const phone = checkPhone(b.phone);
    const phone2 = isBlank(b.phone2) ? '' : checkPhone(b.phone2, 'zweite Telefonnummer');
    Object.assign(req.customer.kundendaten, { phone, phone2 });
    return req.customer.kundendaten;
  });

  app.put('/user/einwilligungen', async (req) => {
    const { optInEMail, optInPhone } = req.body ?? {};
    if (typeof optInEMail !== 'boolean' || typeof optInPhone !== 'boolean')
      throw bad('Bitte geben Sie beide Einwilligungen an (ja oder nein).');
    // the consent centre's history records changes made here as well
    setConsents(req.customer, { email: optInEMail, telefon: optInPhone }, 'portal', ctx.nowMs());
    return req.customer.kundendaten;
  });

  app.put('/user/rechnungsadresse', async (req) => {
    Object.assign(req.customer.kundendaten, checkPersonAddress(req.body, 'invoice'));
    return req.customer.kundendaten;
  });

  app.put('/user/email', async (req) => {
    const email = checkEmail(req.body?.email);
    if (email.toLowerCase() === req.customer.kundendaten.email.toLowerCase())
      throw bad('Die neue E-Mail-Adresse ist identisch mit der bisherigen.');
    const token = randomBytes(16).toString('hex');
    store.emailTokens.set(token, { username: req.customer.username, email, used: false });
    store.lastEmailToken = token;
    return req.customer.kundendaten;
  });

  app.post('/user/confirm-email-update', async (req) => {
    const token = str(req.body?.token);
    const e = store.emailTokens.get(token);
    if (!token || !e || e.used || e.username !== req.customer.username)
      throw bad('Der Bestätigungslink ist ungültig oder wurde bereits verwendet.');
    e.used = true;
    req.customer.kundendaten.email = e.email;
    return req.customer.kundendaten;
  });

  app.post('/user/treueangebot', async (req) => {
    const { customerNumber, contractNumber } = req.body ?? {};
    if (isBlank(customerNumber) || isBlank(contractNumber))
      throw bad('Kundennummer und Vertragsnummer sind Pflichtfelder.');
    if (str(customerNumber) !== req.customer.kundendaten.number)
      throw bad('Die Kundennummer passt nicht zu Ihrem Konto.');
    const v = findContract(req, contractNumber);
    const vorgangsnummer = store.nextVorgang('TA');
    store.vorgaenge.push({
      art: 'treueangebot',
      vorgangsnummer,
      contractId: v.contractId,
      kundennummer: req.customer.kundendaten.number,
    });
    return { success: true, vorgangsnummer };
  });

  app.get('/user/vertragsdokument', async (req, reply) => {
    const doc = req.customer.zelos.find((d) => sameId(d.id, req.query.id));
    if (!doc) throw bad('Dokument nicht gefunden.');
    const kd = req.customer.kundendaten;
    return sendPdf(reply, `${doc.id}.pdf`, {
      title: doc.title,
      lines: [
        `Kundennummer: ${kd.number}`,
        `Vertrag: ${doc.contractId}`,
        `Datum: ${de(doc.date)}`,
        '',
        `${kd.firstname} ${kd.lastname}`,
        `${kd.street} ${kd.streetNumber}${kd.streetNumberAddon}`,
        `${kd.zipcode} ${kd.city}`,
        '',
        'Dieses Dokument wurde vom Stand-in-Backend erzeugt.',
      ],
    });
  });

  app.get('/rechnung/:id', async (req, reply) => {
    const r = req.customer.rechnungen.find((x) => sameId(x.id, req.params.id));
    if (!r) throw bad('Rechnung nicht gefunden.');
    return sendPdf(reply, `Rechnung_${r.number}.pdf`, rechnungPdfDoc(req.customer.kundendaten, r));
  });

  app.post('/bankverbindung', async (req) => {
    const b = req.body ?? {};
    if (isBlank(b.accountHolder)) throw bad('Kontoinhaber ist ein Pflichtfeld.');
    if (isBlank(b.accountNumberInternational)) throw bad('IBAN ist ein Pflichtfeld.');
    const check = checkIbanBic(b.accountNumberInternational, b.bic);
    if (!check.valid) throw bad(check.message);
    if (!isDate(b.validFrom)) throw bad('Bitte geben Sie ein gültiges Datum (JJJJ-MM-TT) für „gültig ab“ an.');
    const today = ctx.today();
    if (b.validFrom < today) throw bad('Das Datum „gültig ab“ darf nicht in der Vergangenheit liegen.');
    const outOfRange = dateProblem('bankverbindung', b, today);
    if (outOfRange) throw bad(outOfRange);
    const c = req.customer;
    const current = store.bankdaten(c).sort((x, y) => y.validFrom.localeCompare(x.validFrom))[0];
    if (current && current.validFrom >= today)
      throw bad('Eine Änderung der Bankverbindung ist erst möglich, wenn die aktuelle Bankverbindung wirksam ist.');
    c.bankdaten.push({
      validFrom: b.validFrom,
      accountNumberInternational: check.iban,
      bic: check.bic,
      accountHolder: str(b.accountHolder),
      bankName: check.bankName,
    });
    return store.bankdaten(c);
  });

  app.get('/gfpluskundenadressen', async (req) => {
    const nr = str(req.query.kundennummer);
    const own = nr === req.customer.kundendaten.number || req.customer.contracts.some((v) => v.customerId === nr);
    return { adresse: own ? req.customer.gfplus : null };
  });

  app.post('/user/kundenspezialangebot/gesehen', async (req) => {
    const a = req.customer.kundenspezialangebot;
    if (!a) throw bad('Es liegt kein Kundenspezialangebot vor.');
    a.seen = true;
    return a;
  });

  // ---- beyond spec ----
  app.get('/user/authcode', async (req) => req.customer.authcode);
  app.post('/user/authcode', async (req) => {
    const old = req.customer.authcode.authcode;
    let code;
    do code = String(1000 + (randomBytes(2).readUInt16BE(0) % 9000));
    while (code === old);
    const until = new Date(ctx.nowMs());
    until.setMonth(until.getMonth() + 1);
    req.customer.authcode = { authcode: code, validUntil: fmtDate(until) };
    return req.customer.authcode;
  });

  app.post('/user/erweiterte-aenderungen', { bodyLimit: UPLOAD_BODY_LIMIT }, async (req) => {
    const b = req.body ?? {};
    if (!['namensaenderung', 'firmendaten', 'sonstiges'].includes(b.art))
      throw bad('Bitte wählen Sie die Art der Änderung.');
    if (isBlank(b.beschreibung)) throw bad('Beschreibung ist ein Pflichtfeld.');
    if (String(b.beschreibung).length > 2000) throw bad('Die Beschreibung darf höchstens 2000 Zeichen lang sein.');
    if (b.art === 'namensaenderung' && isBlank(b.neuerNachname)) throw bad('Neuer Nachname ist ein Pflichtfeld.');
    if (b.art === 'firmendaten' && isBlank(b.neueFirma)) throw bad('Neuer Firmenname ist ein Pflichtfeld.');
    const nachweis = b.nachweis ? checkNachweis(b.nachweis) : null;
    const vorgangsnummer = store.nextVorgang('EA');
    store.vorgaenge.push({
      art: b.art,
      vorgangsnummer,
      kundennummer: req.customer.kundendaten.number,
      beschreibung: str(b.beschreibung),
      neuerNachname: str(b.neuerNachname),
      neueFirma: str(b.neueFirma),
      nachweis,
    });
    return { vorgangsnummer };
  });

  app.get('/user/telefonbucheintrag', async (req) => req.customer.telefonbucheintrag);
  app.put('/user/telefonbucheintrag', async (req) => {
    const b = req.body ?? {};
    if (!['eingetragen', 'nicht_eingetragen'].includes(b.eintrag))
      throw bad('Bitte wählen Sie, ob Sie im Telefonbuch eingetragen werden möchten.');
    if (typeof b.inverseSuche !== 'boolean') throw bad('Bitte geben Sie an, ob die Inverssuche erlaubt ist.');
    if (!['name_nummer', 'name_nummer_adresse'].includes(b.umfang))
      throw bad('Bitte wählen Sie den Umfang des Eintrags.');
    req.customer.telefonbucheintrag = { eintrag: b.eintrag, inverseSuche: b.inverseSuche, umfang: b.umfang };
    return req.customer.telefonbucheintrag;
  });
}
