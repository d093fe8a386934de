import { CAMPAIGNS, hrefFor, pathOf, routeNames, VERTRAG_TABS, type RouteName } from '../config/paths';
import { firstLoadTitles, i18n } from '../i18n';
import { type RouteDef, routesOnPath, routeTable, tablePaths } from './routeTable';

const mockScreenTextsLoaded = jest.fn();
jest.mock('../i18n/screenTexts', () => {
  mockScreenTextsLoaded();
  return {};
});

describe('the route table (spec §2)', () => {
  it('has every route name the spec uses in redirects', () => {
    expect(routeNames()).toEqual(
      expect.arrayContaining([
        'private.dashboard.startseite',
        'vertragdetail.produktwechsel.bestellung',
        'vertragdetail.vertraghinzu.bestellung',
        'vertragdetail.technupgrade.bestellung',
        'vertragdetail.mobilfunk.bestellung',
        'vertragdetail.treueangebot.bestellung',
        'vertrag.spezialangebot',
        'firstTimePasswordChange',
      ]),
    );
  });

  it('nests exactly the addresses of the paths module', () => {
    const table = tablePaths();
    table.delete('default');
    expect(Object.fromEntries(table)).toEqual(Object.fromEntries(routeNames().map((name) => [name, pathOf(name)])));
  });

  it.each([
    ['private.dashboard.startseite', {}, '/private/dashboard/startseite'],
    ['meinedaten.stammdaten.validateEmail', {}, '/private/dashboard/meine-daten/stammdaten/validate-email-update'],
    ['meinedaten.erweiterteAenderungen', {}, '/private/dashboard/meine-daten/erweiterte_aenderungen'],
    ['rechnungen.telefonkosten', {}, '/private/dashboard/rechnungen/telefonkosten'],
    [
      'vertraege.routerAktivieren',
      { mac: '3C:A6:2F:11:22:33' },
      '/private/dashboard/vertraege/router-aktivieren/3C%3AA6%3A2F%3A11%3A22%3A33',
    ],
    ['vertrag.spezialangebot', { id: 'V-1' }, '/private/dashboard/vertraege/V-1/spezialangebot'],
    [
      'vertragdetail.treueangebot.bestellung',
      { id: 'V-1' },
      '/private/dashboard/vertrag-detail/V-1/treueangebot_bestellung',
    ],
    ['firstTimePasswordChange', {}, '/private/d/first_time_password_change'],
    ['login.sessionExpired', {}, '/login/session-expired'],
    ['newPassword', {}, '/new-password'],
  ])('%s → %s', (name, params, path) => {
    expect(hrefFor(name as RouteName, params as Record<string, string>)).toBe(path);
  });

  it('has all 18 contract tabs and the nine campaign deep links', () => {
    expect(VERTRAG_TABS).toHaveLength(18);
    expect(CAMPAIGNS).toHaveLength(9);
    for (const tab of VERTRAG_TABS) expect(routeNames()).toContain(`vertrag.${tab}`);
    for (const campaign of CAMPAIGNS)
      expect(hrefFor(`kampagne.${campaign}`, {}, { kampagne: 'herbst' })).toBe(`/${campaign}?kampagne=herbst`);
  });

  it('builds order links with the §2 query values', () => {
    expect(
      hrefFor(
        'vertragdetail.produktwechsel.bestellung',
        { id: 'V-7' },
        {
          adrId: 'A-1',
          plz: '99084',
          ort: 'Erfurt',
          str: 'Bahnhofstraße',
          hnr: '12a',
          clientId: 'x',
          kundentypId: '1',
          downgradeAllowed: false,
          leer: undefined,
        },
      ),
    ).toBe(
      '/private/dashboard/vertrag-detail/V-7/produktwechsel_bestellung?adrId=A-1&plz=99084&ort=Erfurt&str=Bahnhofstra%C3%9Fe&hnr=12a&clientId=x&kundentypId=1&downgradeAllowed=false',
    );
  });

  it('matches an address once: the same routes, remembered for the next hover or focus of a link to it', () => {
    const path = '/private/dashboard/meine-daten/datenauskunft';
    const first = routesOnPath(path);
    expect(first.map((def) => def.name).filter(Boolean)).toEqual([
      'private.dashboard.meinedaten',
      'meinedaten.datenauskunft',
    ]);
    expect(routesOnPath(path)).toBe(first);
  });

  it('rejects missing params at run time too (names and params are checked by the compiler)', () => {
    // @ts-expect-error the id is missing
    expect(() => hrefFor('vertrag.router')).toThrow('Missing param id');
  });
});

describe('page titles and the texts of the screens beyond the first load', () => {
  const all = (defs: RouteDef[]): RouteDef[] => defs.flatMap((def) => [def, ...all(def.children ?? [])]);
  const named = (name: string) => all(routeTable).find((def) => def.name === name);

  it('every title is a text (a misspelt title would show no page title)', () => {
    for (const { title } of all(routeTable)) if (title) expect(i18n.exists(`titles.${title}`)).toBe(true);
  });

  it('the titles of the first load (prerendered login and start page) are in common.json', () => {
    for (const path of ['/login', '/login/session-expired', '/private/dashboard/startseite'])
      for (const { title } of routesOnPath(path)) if (title) expect(firstLoadTitles.has(title)).toBe(true);
  });

  it('come with a page beyond the first load, not with the login or the start page', async () => {
    await named('login')?.page?.();
    await named('private.dashboard.startseite')?.page?.();
    expect(mockScreenTextsLoaded).not.toHaveBeenCalled();
    await named('hilfe')?.page?.();
    expect(mockScreenTextsLoaded).toHaveBeenCalledTimes(1);
  });
});
