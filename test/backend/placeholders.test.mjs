/** @jest-environment node */
import { FAQ_LINKS } from '../../src/config/contact';
import { FOOTER_LINKS } from '../../src/config/constants';
import { api, makeApp } from './helpers.mjs';

let app;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

test.each([...Object.values(FOOTER_LINKS), ...FAQ_LINKS.map((faq) => faq.href)])(
  'the stand-in answers %s with a page marked "Platzhalter"',
  async (href) => {
    const r = await api(app, 'GET', href);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^text\/html/);
    expect(r.res.body).toContain('<h1>Platzhalter: ');
  },
);

test('an unknown legal page is a 404', async () => {
  expect((await api(app, 'GET', '/rechtliches/gibtsnicht')).status).toBe(404);
});
