/** Editorial cards of /portal/startseite.json and /portal/vertraege.json, and their SVG images. */

export const STARTSEITE = [
  {
    id: 'start-glasfaser',
    title: 'Glasfaser für Thüringen',
    text: 'Mit <b>TEAG Glasfaser</b> surfen Sie mit bis zu 1.000 Mbit/s.<br>Prüfen Sie jetzt, ob Ihr Haus schon angeschlossen ist.',
    image: '/portal/img/glasfaser.svg',
    imageAlt: 'Glasfaserkabel mit leuchtenden Enden',
    link: '/kundenportal/private/dashboard/vertraege',
    linkText: 'Zu meinen Verträgen',
  },
  {
    id: 'start-mobilfunk',
    title: 'Mobilfunk dazubuchen',
    text: 'Als Bestandskunde erhalten Sie den <i>Mobilfunk Allnet M</i> 6 Monate zum halben Preis. <a href="https://www.example.org/mobilfunk">Details zum Angebot</a>',
    image: '/portal/img/mobilfunk.svg',
    imageAlt: 'Smartphone',
    link: '/kundenportal/mobilfunk-hinzubuchen',
    linkText: 'Jetzt hinzubuchen',
    // the offer it advertises: the order API's campaign price of Allnet M (products.mjs, MOBILE_CAMPAIGN)
    produktnummern: '30010',
  },
  {
    id: 'start-sicherheit',
    title: 'Sicher im Netz',
    text: '<p>Unser Sicherheitspaket schützt bis zu 5 Geräte.</p><img src=x onerror=alert(1)><script>alert("xss")</script><ul><li>Virenschutz</li><li>Kindersicherung</li></ul>',
    image: '/portal/img/sicherheit.svg',
    imageAlt: 'Schutzschild',
    link: '/kundenportal/private/dashboard/vertraege',
    linkText: 'Option hinzufügen',
    // the option it sells: not shown to a customer who has booked it
    produktnummern: 'OPT-SEC',
  },
  {
    // only for business customers (the portal tests the list with §5 customer-type matching)
    id: 'start-geschaeft',
    title: 'Für Ihr Unternehmen',
    text: 'Feste IP-Adressen und Entstörung binnen 8 Stunden: unsere <b>Business-Optionen</b> für Ihren Anschluss.',
    link: '/kundenportal/private/dashboard/vertraege',
    linkText: 'Zu meinen Verträgen',
    kundentypen: 'geschaeftlich, business',
  },
  {
    id: 'start-rechnung',
    title: 'Rechnungen online',
    text: 'Alle Rechnungen der letzten 24 Monate finden Sie unter <b>Rechnungen</b> – jederzeit als PDF.',
    image: '/portal/img/rechnung.svg',
    imageAlt: 'Dokument mit Euro-Zeichen',
    link: '/kundenportal/private/dashboard/rechnungen',
    linkText: 'Zu den Rechnungen',
  },
];

export const VERTRAEGE = [
  {
    id: 'vertraege-upgrade',
    title: 'Mehr Tempo gefällig?',
    text: 'Wechseln Sie auf <b>VDSL 100</b> oder <b>TEAG Glasfaser 300</b> – ohne neue Mindestlaufzeit beim Upgrade.',
    image: '/portal/img/glasfaser.svg',
    imageAlt: 'Glasfaserkabel mit leuchtenden Enden',
    link: '/kundenportal/produktwechsel',
    linkText: 'Tarif wechseln',
    // the tariffs it advertises (our shape): a customer holding both is not shown the card
    produktnummern: '10100, 20300',
  },
  {
    id: 'vertraege-umzug',
    title: 'Sie ziehen um?',
    text: 'Nehmen Sie Ihren Anschluss einfach mit.<br>Melden Sie Ihren Umzug mindestens <b>4 Wochen</b> vorher.',
    image: '/portal/img/umzug.svg',
    imageAlt: 'Umzugskarton',
    link: '/kundenportal/umzug',
    linkText: 'Umzug melden',
  },
  {
    id: 'vertraege-hinweis',
    title: 'Hinweis zur Sicherheit',
    text: 'Wir fragen niemals per E-Mail nach Ihrem Passwort. <img src=x onerror=alert(1)><script>document.cookie</script><a href="javascript:alert(1)">Klick</a>',
    image: '/portal/img/sicherheit.svg',
    imageAlt: 'Schutzschild',
    link: '/kundenportal/private/dashboard/meine-daten',
    linkText: 'Meine Daten prüfen',
  },
];

const svg = (color, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180"><rect width="320" height="180" fill="${color}"/>${body}</svg>`;

export const IMAGES = {
  'glasfaser.svg': svg(
    '#0b4f8a',
    '<g stroke="#7fd1ff" stroke-width="4" fill="none"><path d="M0 120 C80 60 160 160 320 70"/><path d="M0 140 C90 80 170 180 320 90"/></g><circle cx="300" cy="75" r="8" fill="#fff"/>',
  ),
  'mobilfunk.svg': svg(
    '#00796b',
    '<rect x="130" y="30" width="60" height="120" rx="10" fill="#e0f2f1"/><rect x="138" y="42" width="44" height="86" fill="#004d40"/>',
  ),
  'sicherheit.svg': svg(
    '#37474f',
    '<path d="M160 25 L215 45 V95 C215 130 190 150 160 160 C130 150 105 130 105 95 V45 Z" fill="#ffca28"/>',
  ),
  'rechnung.svg': svg(
    '#5d4037',
    '<rect x="115" y="25" width="90" height="130" fill="#fff"/><text x="160" y="105" font-size="48" text-anchor="middle" fill="#5d4037">€</text>',
  ),
  'umzug.svg': svg(
    '#6d4c41',
    '<rect x="100" y="60" width="120" height="90" fill="#d7a86e"/><path d="M100 60 L160 40 L220 60" fill="#c28e55"/>',
  ),
};
