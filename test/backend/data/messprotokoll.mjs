/**
 * A sample broadband measurement protocol as the regulator's desktop app exports it (semicolons, decimal commas):
 * `tage` days with `proTag` measurements each, at `mbit` download. Used by the stand-in's tests and the e2e suite.
 * @param {{ tage?: number, proTag?: number, mbit?: number, ab?: string }} [o] ab: first day, yyyy-MM-dd
 */
export function beispielProtokoll({ tage = 3, proTag = 10, mbit = 12.5, ab = '2026-11-02' } = {}) {
  const zeilen = ['Messungs-ID;Datum;Uhrzeit;Download (Mbit/s);Upload (Mbit/s);Ping (ms);Version'];
  const [y, m, d] = ab.split('-').map(Number);
  let id = 1;
  for (let t = 0; t < tage; t++) {
    const datum = new Date(Date.UTC(y, m - 1, d + t * 2));
    const de = `${String(datum.getUTCDate()).padStart(2, '0')}.${String(datum.getUTCMonth() + 1).padStart(2, '0')}.${datum.getUTCFullYear()}`;
    for (let i = 0; i < proTag; i++) {
      const down = (mbit + (i % 3) * 0.4).toFixed(2).replace('.', ',');
      zeilen.push(`${id++};${de};${String(8 + i).padStart(2, '0')}:15:00;${down};4,10;18;3.4.1`);
    }
  }
  return `${zeilen.join('\r\n')}\r\n`;
}
