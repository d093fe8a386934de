/**
 * „Meine Rechte“ (beyond spec, our design; shapes in test/backend/README.md): invoice disputes (§ 67 TKG, with the
 * block effect of § 61 Abs. 4–7 TKG) and the price reduction for slow internet from a measurement protocol
 * (§ 57 Abs. 4 TKG). The rules are the portal's (src/lib/beanstandung.mjs, src/lib/messprotokoll.mjs).
 */
import { beanstandungsfrist, imRueckstand, sperrAndrohung, sperrRueckstand } from '../../../src/lib/beanstandung.mjs';
import { leseProtokoll, MAX_PROTOKOLL_ZEICHEN, minderung } from '../../../src/lib/messprotokoll.mjs';
import { NORMAL_ANTEIL } from '../data/kostenSchutz.mjs';
import { UPLOAD_BODY_LIMIT } from '../../../deploy/hosting.mjs';
import { checkNachweis } from '../lib/nachweis.mjs';
import { findContract } from '../lib/request.mjs';
import { bad, isBlank, round2, str } from '../lib/util.mjs';
import { recordVorgang } from './vorgaenge.mjs';

const OFFEN = new Set(['eingegangen', 'in_bearbeitung']);

function beanstandungenView(ctx, customer) {
  const list = customer.beanstandungen ?? [];
  const heute = ctx.today();
  const rueckstand = (customer.rechnungen ?? []).filter((r) => imRueckstand(r, heute));
  // a dispute counts against the arrears only for an invoice in them (a disputed paid invoice owes nothing)
  const imRueckstandIds = new Set(rueckstand.map((r) => r.id));
  const beanstandet = list
    .filter((b) => OFFEN.has(b.status) && imRueckstandIds.has(b.rechnungId))
    .reduce((sum, b) => sum + b.betrag, 0);
  const offene = rueckstand.map((r) => r.amount);
  const androhung = sperrAndrohung(customer.sperrAndrohung?.am, offene, beanstandet, heute);
  return {
    beanstandungen: [...list].reverse(),
    // the block effect: what a block for arrears could count, disputed amounts left out
    sperre: sperrRueckstand(offene, beanstandet),
    // a block announced in writing, with the invoices in arrears (oldest first) to pay or dispute
    androhung: androhung && {
      ...androhung,
      rechnungen: rueckstand
        .map((r) => ({ id: r.id, number: r.number, date: r.date, amount: r.amount }))
        .sort((a, b) => a.date.localeCompare(b.date)),
    },
    heute,
  };
}

export async function rechteRoutes(app) {
  const ctx = app.ctx;

  app.get('/user/beanstandungen', async (req) => beanstandungenView(ctx, req.customer));

  // an invoice's lines (the session's invoice list carries none): what a dispute can pick from
  app.get('/user/rechnungen/:id/positionen', async (req, reply) => {
    const r = (req.customer.rechnungen ?? []).find((x) => x.id === req.params.id);
    if (!r) return reply.code(404).send({ message: 'Diese Rechnung gibt es nicht.' });
    return {
      id: r.id,
      number: r.number,
      date: r.date,
      amount: r.amount,
      status: r.status,
      positionen: r.positionen ?? [],
    };
  });

  app.post('/user/beanstandungen', async (req, reply) => {
    const b = req.body ?? {};
    const rechnung = (req.customer.rechnungen ?? []).find((r) => r.id === str(b.rechnungId));
    if (!rechnung) throw bad('Diese Rechnung gibt es nicht.');
    const { fristEnde, offen } = beanstandungsfrist(rechnung.date, ctx.today());
    if (!offen) throw bad('Die Frist für eine Beanstandung dieser Rechnung ist abgelaufen.');
    req.customer.beanstandungen ??= [];
    const list = req.customer.beanstandungen;
    if (list.some((x) => x.rechnungId === rechnung.id && OFFEN.has(x.status)))
      return reply.code(409).send({ message: 'Diese Rechnung ist bereits beanstandet.' });
    const ganz = b.ganz === true;
    const positionen = Array.isArray(b.positionen) ? [...new Set(b.positionen)] : [];
    if (!ganz && !positionen.length) throw bad('Bitte wählen Sie die Posten, die Sie beanstanden.');
    if (!ganz && positionen.some((i) => !Number.isInteger(i) || !rechnung.positionen?.[i]))
      throw bad('Bitte wählen Sie nur Posten dieser Rechnung.');
    // the length limit and the clean-text rule of free texts apply before (lib/input.mjs)
    const beschreibung = str(b.beschreibung);
    if (beschreibung.length < 10) throw bad('Bitte beschreiben Sie in mindestens 10 Zeichen, was nicht stimmt.');
    const betrag = ganz
      ? rechnung.amount
      : round2(positionen.reduce((sum, i) => sum + rechnung.positionen[i].amount, 0));
    const referenz = ctx.store.nextVorgang('RB');
    const eintrag = {
      referenz,
      rechnungId: rechnung.id,
      rechnungsnummer: rechnung.number,
      ganz,
      positionen: ganz ? [] : positionen.sort((x, y) => x - y),
      betrag,
      beschreibung,
      fristEnde,
      eingangAm: new Date(ctx.nowMs()).toISOString(),
      // the disputed amount is not debited until the dispute is decided
      abbuchungAusgesetzt: rechnung.status === 'offen',
      status: 'eingegangen',
    };
    list.push(eintrag);
    recordVorgang(ctx, req.customer, {
      referenz,
      art: 'beanstandung',
      vertragsId: rechnung.contractId,
      zum: fristEnde,
    });
    return eintrag;
  });

  const festnetz = (req) => {
    const v = findContract(req, req.params.contractId);
    if (v.category !== 'dsl' && v.category !== 'glasfaser')
      throw bad('Eine Minderung wegen langsamen Internets gibt es nur für Festnetz-Anschlüsse.');
    return v;
  };

  app.post('/vertrag/:contractId/messprotokoll', { bodyLimit: 64 * 1024 }, async (req) => {
    const v = festnetz(req);
    const csv = req.body?.protokoll;
    if (typeof csv !== 'string' || isBlank(csv)) throw bad('Bitte wählen Sie das Messprotokoll (CSV-Datei).');
    if (csv.length > MAX_PROTOKOLL_ZEICHEN) throw bad('Das Messprotokoll ist zu groß.');
    const { messungen, unlesbar, kopfFehlt } = leseProtokoll(csv);
    if (kopfFehlt)
      throw bad('Das ist kein Messprotokoll der Breitbandmessung (Spalten „Datum“ und „Download“ fehlen).');
    const maxMbit = Number(v.downloadMbit) || 0;
    const normalMbit = Math.round(maxMbit * NORMAL_ANTEIL * 10) / 10;
    return {
      vertragsId: v.contractId,
      maxMbit,
      normalMbit,
      unlesbar,
      ...minderung(messungen, { normalMbit, monatspreis: v.monthlyPrice }),
    };
  });

  // the regulator's PDF export: only the CSV is read by machine, so the PDF is stored and checked by hand; the
  // request is listed in Meine Aufträge as „in Prüfung“ until someone has read it
  app.post('/vertrag/:contractId/messprotokoll/pdf', { bodyLimit: UPLOAD_BODY_LIMIT }, async (req) => {
    const v = festnetz(req);
    // type, size and the content's signature (%PDF-) as every upload; a photo of the screen is no protocol
    const datei = checkNachweis(req.body?.nachweis);
    if (datei.type !== 'application/pdf')
      throw bad('Bitte wählen Sie das Messprotokoll als PDF- oder CSV-Datei der Breitbandmessung.');
    const referenz = ctx.store.nextVorgang('MP');
    const am = new Date(ctx.nowMs()).toISOString();
    req.customer.messprotokolle ??= [];
    req.customer.messprotokolle.push({
      referenz,
      vertragsId: v.contractId,
      ...datei,
      am,
      base64: req.body.nachweis.base64,
    });
    recordVorgang(ctx, req.customer, {
      referenz,
      art: 'minderung',
      vertragsId: v.contractId,
      status: 'in_pruefung',
      protokoll: { name: datei.name, am },
    });
    return req.customer.vorgaenge.at(-1);
  });
}
