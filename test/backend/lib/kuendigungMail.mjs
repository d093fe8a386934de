/**
 * The receipt e-mail of a public cancellation (§ 312k BGB), recorded instead of sent: always to the
 * stored address of the contract holder, so a cancellation typed in by someone else cannot go unnoticed, and a
 * copy to the address typed into the form when it differs. Lives on the customer, so /__test/reset forgets it.
 */
import { makePdf } from './pdf.mjs';

/** @param {{ kundendaten: { email: string }, kuendigungMails?: object[] }} customer */
export async function sendKuendigungMail(customer, k, lines, nowMs) {
  const stored = customer.kundendaten.email;
  const copy = k.email && k.email.toLowerCase() !== String(stored).toLowerCase() ? [k.email] : [];
  const pdf = await makePdf({ title: 'Eingangsbestätigung Ihrer Kündigung', lines });
  customer.kuendigungMails ??= [];
  customer.kuendigungMails.push({
    an: [stored, ...copy],
    hinterlegt: stored,
    betreff: `Eingangsbestätigung Ihrer Kündigung ${k.id}`,
    vorgang: k.id,
    vertragsnummer: k.vertragsnummer,
    gesendetAm: new Date(nowMs).toISOString(),
    anhang: { name: `Kuendigungsbestaetigung_${k.id}.pdf`, bytes: pdf.length },
  });
}
