/** @jest-environment node */
/**
 * Every PDF the stand-in writes is accessible (ADR 0008): /StructTreeRoot, /Lang (de-DE), /MarkInfo, the title in
 * the window, embedded fonts and table tags where it has tables; poppler reads its German text with umlauts and
 * renders its first page. And the document archive of a contract: what it lists, with date and reference.
 */
import { assertAccessiblePdf, pdfFirstPagePng, pdfText } from '../jest/pdfCheck.mjs';
import { api, login, makeApp } from './helpers.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const words = (bytes) => pdfText(bytes).replace(/\s+/g, ' ');

/** Fails unless the file is an accessible PDF that poppler opens and whose text holds `expected`. */
function expectReadable(bytes, expected, { tables = true } = {}) {
  assertAccessiblePdf(bytes, { tables });
  expect(pdfFirstPagePng(bytes).subarray(1, 4).toString()).toBe('PNG');
  const text = words(bytes);
  for (const part of expected) expect(text).toContain(part);
}

describe('the document archive of a contract', () => {
  test('multi V-100031: the summary, AGB and product sheet at conclusion, the change notice, receipts and forms', async () => {
    const cookie = await login(app, 'multi');
    // an order on this contract waits for the property owner's declaration: its form joins the archive
    await api(app, 'POST', '/__test/vorgang', {
      body: {
        login: 'multi',
        art: 'bestellung',
        bestellart: 'technologieupgrade',
        vertragsId: 'V-100031',
        produkt: 'TEAG Glasfaser 500',
        status: 'wartet_auf_unterlagen',
        unterlage: 'gee',
      },
    });
    const list = await api(app, 'GET', 'user/vertraege/V-100031/dokumente', { cookie });
    expect(list.res.statusCode).toBe(200);
    const { vertragsId, dokumente } = list.json;
    expect(vertragsId).toBe('V-100031');
    const arten = new Set(dokumente.map((d) => d.art));
    for (const art of [
      'vertragszusammenfassung',
      'agb',
      'produktinformationsblatt',
      'aenderungsmitteilung',
      'auftragsbestaetigung',
      'formular',
    ])
      expect(arten).toContain(art);
    for (const d of dokumente) {
      expect(d.datum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.bezug).not.toBe('');
    }
    const titles = dokumente.filter((d) => d.art === 'formular').map((d) => d.titel);
    expect(titles).toEqual(
      expect.arrayContaining(['SEPA-Lastschriftmandat (Formular)', 'Grundstückseigentümererklärung (Formular)']),
    );
    const gee = dokumente.find((d) => d.titel.startsWith('Grundstückseigentümererklärung'));
    expect(gee.bezug).toMatch(/^angefordert für Auftrag VG-/);
    expect(dokumente.filter((d) => d.art === 'vertragszusammenfassung')).toHaveLength(2);
    // forms come last, the rest newest first
    const rest = dokumente.filter((d) => d.art !== 'formular').map((d) => d.datum);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(dokumente.at(-1).art).toBe('formular');

    for (const d of dokumente) {
      const file = await api(app, 'GET', `user/vertraege/V-100031/dokumente/${d.id}`, { cookie });
      expect([d.id, file.res.statusCode]).toEqual([d.id, 200]);
      expect(file.res.headers['content-disposition']).toMatch(/^attachment; filename="V-100031_[\w.-]+\.pdf"$/);
      // the title as far as a line break cannot split a word (poppler joins „Upload-“ and „Geschwindigkeit“)
      expectReadable(file.res.rawPayload, [d.titel.replace(' (Formular)', '').split(':')[0]], {
        tables: d.art !== 'agb',
      });
    }
    const vzf = await api(app, 'GET', 'user/vertraege/V-100031/dokumente/vzf-abschluss', { cookie });
    expect(words(vzf.res.rawPayload)).toMatch(/Anschlussadresse Löbdergraben 25b, 07743 Jena/);
    expect(words(vzf.res.rawPayload)).toMatch(/Monatlicher Gesamtpreis 48,96 €/);
  });

  test('an unknown document is a 404, another customer’s contract a 400', async () => {
    const cookie = await login(app, 'multi');
    expect((await api(app, 'GET', 'user/vertraege/V-100031/dokumente/nix', { cookie })).res.statusCode).toBe(404);
    const other = await login(app, 'dsl25');
    expect((await api(app, 'GET', 'user/vertraege/V-100031/dokumente', { cookie: other })).res.statusCode).toBe(400);
  });
});

describe('every other PDF of the stand-in', () => {
  test('invoice, contract document and the data download summary', async () => {
    const cookie = await login(app, 'multi');
    const { rechnungen } = (await api(app, 'GET', 'user/current', { cookie })).json;
    const invoice = await api(app, 'GET', `rechnung/${rechnungen[0].id}`, { cookie });
    expectReadable(invoice.res.rawPayload, [`Rechnung ${rechnungen[0].number}`, 'Jürgen'], { tables: false });

    const prepared = await api(app, 'POST', 'user/datenauskunft', { cookie });
    expect(prepared.json.pdf).toBe(true);
    const summary = await api(app, 'GET', `user/datenauskunft/${prepared.json.id}/pdf`, { cookie });
    expect(summary.res.headers['content-disposition']).toBe('attachment; filename="datenauskunft-1000003.pdf"');
    expectReadable(summary.res.rawPayload, [
      'Ihre Daten im Kundenportal',
      'Persönliche Daten',
      'Nachname Weiß',
      'Straße Löbdergraben',
      'Verträge (5 Einträge)',
      'V-100031 VDSL 100 aktiv',
      'Verlauf der Einwilligungen',
    ]);
  });

  test('the cancellation receipt', async () => {
    const r = await api(app, 'POST', 'kuendigung', {
      body: {
        art: 'ordentlich',
        kundennummer: '1000003',
        vorname: 'Jürgen',
        nachname: 'Weiß',
        vertragsnummer: 'V-100032',
        zeitpunkt: 'naechstmoeglich',
        email: 'juergen.weiss@example.org',
      },
    });
    expect(r.res.statusCode).toBe(200);
    const pdf = await api(app, 'GET', `kuendigung/${r.json.id}/pdf?token=${r.json.pdfToken}`);
    expectReadable(pdf.res.rawPayload, ['Eingangsbestätigung Ihrer Kündigung', 'Weiß'], { tables: false });
  });
});
