/**
 * Pages of the provider's web site that the portal links to (legal pages from the footer, FAQ topics from
 * "Hilfe & Kontakt"; addresses in src/config/constants.ts and src/config/contact.ts). The stand-in has no real
 * content for them: each answers with a page clearly marked "Platzhalter", so nobody mistakes it for the real
 * text. The portal itself never marks them; on the live site the provider's pages answer at these addresses.
 */
const TITLES = {
  rechtliches: {
    agb: 'Allgemeine Geschäftsbedingungen',
    impressum: 'Impressum',
    datenschutz: 'Datenschutzhinweise',
  },
  faq: {
    rechnung: 'Häufige Fragen: Rechnung verstehen und Zahlungen',
    bankverbindung: 'Häufige Fragen: Bankverbindung und SEPA-Lastschrift',
    passwort: 'Häufige Fragen: Anmeldung und Passwort',
    umzug: 'Häufige Fragen: Umzug mit Ihrem Anschluss',
    stoerung: 'Häufige Fragen: Störungen selbst beheben',
  },
};

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** @param {string} title */
export function placeholderPage(title) {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Platzhalter: ${escapeHtml(title)}</title></head>
<body>
<main>
<h1>Platzhalter: ${escapeHtml(title)}</h1>
<p><strong>Platzhalter des Stand-in-Backends.</strong> Diese Seite ersetzt die echte Seite „${escapeHtml(title)}“ der Website des Anbieters, die es in dieser Testumgebung nicht gibt.</p>
<p><a href="/kundenportal/">Zum Kundenportal</a></p>
</main>
</body>
</html>
`;
}

export async function placeholderRoutes(app) {
  const page = (group) => async (req, reply) => {
    const title = TITLES[group][req.params.seite];
    if (!title) return reply.code(404).send({ message: 'Die angeforderte Seite wurde nicht gefunden.' });
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(placeholderPage(title));
  };
  app.get('/rechtliches/:seite', page('rechtliches'));
  app.get('/service/faq/:seite', page('faq'));
}
