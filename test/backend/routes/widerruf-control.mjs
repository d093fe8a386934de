/**
 * Test control of „Vertrag widerrufen" (GET /__test/widerruf): the receipts and the e-mails the stand-in
 * "sent" (to the stored address of the contract holder), per demo customer, and the order confirmations with
 * their Auftragsschlüssel (`auftragsMails`).
 */
export async function widerrufControlRoutes(app) {
  const { store } = app.ctx;
  app.get('/widerruf', async () => ({
    belege: store.customers.flatMap((c) => c.widerrufe ?? []),
    mails: store.customers.flatMap((c) => (c.widerrufMails ?? []).map((m) => ({ login: c.username, ...m }))),
    auftragsMails: store.customers.flatMap((c) => (c.auftragsMails ?? []).map((m) => ({ login: c.username, ...m }))),
  }));
}
