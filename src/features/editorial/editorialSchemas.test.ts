import * as v from 'valibot';
import { eachFieldMissing, withUnknownFields } from '../../../test/jest/schemaCases';
import { editorialCardsSchema } from './editorialSchemas';

const card = {
  id: 'start-1',
  title: 'Glasfaser',
  text: 'Mit <b>Glasfaser</b> surfen',
  image: '/portal/img/glasfaser.svg',
  imageAlt: 'Kabel',
  link: '/kundenportal/private/dashboard/vertraege',
  linkText: 'Zu meinen Verträgen',
  kundentypen: 'privat',
  produktnummern: '10100',
};

describe('editorial cards (shape not shown)', () => {
  it('reads ours unchanged and drops unknown fields', () => {
    expect(v.parse(editorialCardsSchema, withUnknownFields([card]))).toEqual([card]);
  });
  it.each(eachFieldMissing(card))('a card without %s is still shown', (_name, odd) => {
    expect(v.parse(editorialCardsSchema, [odd])).toHaveLength(1);
  });
  it('image and link null, or the list under cards / items, or no list at all', () => {
    const parsed = v.parse(editorialCardsSchema, {
      cards: [{ id: 3, title: 'A', text: 'B', image: null, link: null }],
    });
    expect(parsed).toEqual([
      {
        id: '3',
        title: 'A',
        text: 'B',
        image: '',
        imageAlt: '',
        link: '',
        linkText: '',
        kundentypen: '',
        produktnummern: '',
      },
    ]);
    expect(v.parse(editorialCardsSchema, { items: [card] })).toEqual([card]);
    expect(v.parse(editorialCardsSchema, null)).toEqual([]);
    expect(v.parse(editorialCardsSchema, '<html>')).toEqual([]);
  });
  it('the other reading: what a card sells as a list `verkauft` is read into produktnummern; ours wins', () => {
    const [sec, upgrade, plain, both] = v.parse(editorialCardsSchema, [
      { id: 'a', title: 'Sicher im Netz', text: 'T', image: null, link: null, verkauft: ['OPT-SEC'] },
      { id: 'b', title: 'Mehr Tempo', text: 'T', verkauft: ['10100', 20300] },
      { id: 'c', title: 'Rechnungen online', text: 'T' },
      { id: 'd', title: 'D', text: 'T', produktnummern: '10050', verkauft: ['10100'] },
    ]);
    expect(sec.produktnummern).toBe('OPT-SEC');
    expect(upgrade.produktnummern).toBe('10100, 20300');
    expect(plain.produktnummern).toBe('');
    expect(both.produktnummern).toBe('10050');
  });
  it('the other reading: whom a card is for (`zielgruppen`) and where it leads (`verweis`) are read into our fields', () => {
    const [business, mobil, nulled, ours] = v.parse(editorialCardsSchema, [
      { id: 'a', title: 'Für Ihr Unternehmen', text: 'T', zielgruppen: ['geschaeftlich', 'business'] },
      {
        id: 'b',
        title: 'Mobilfunk',
        text: 'T',
        verweis: { ziel: '/kundenportal/mobilfunk-hinzubuchen', beschriftung: 'Jetzt hinzubuchen' },
      },
      { id: 'c', title: 'C', text: 'T', link: null, verweis: { ziel: '/kundenportal/x' } },
      {
        id: 'd',
        title: 'D',
        text: 'T',
        kundentypen: 'privat',
        zielgruppen: ['business'],
        link: '/a',
        verweis: { ziel: '/b' },
      },
    ]);
    expect(business.kundentypen).toBe('geschaeftlich, business');
    expect(mobil).toMatchObject({ link: '/kundenportal/mobilfunk-hinzubuchen', linkText: 'Jetzt hinzubuchen' });
    expect(nulled).toMatchObject({ link: '/kundenportal/x', linkText: '' });
    expect(ours).toMatchObject({ kundentypen: 'privat', link: '/a' });
  });
  it('an unreadable `verkauft` names no product (the card stays a card without one)', () => {
    const [card] = v.parse(editorialCardsSchema, [{ id: 'a', title: 'A', text: 'T', verkauft: { x: 1 } }]);
    expect(card.produktnummern).toBe('');
  });
  it('cards without id get their position; cards with nothing to show are left out', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      v.parse(editorialCardsSchema, [{ title: 'A' }, { image: '/x.svg' }, { text: 'B' }]).map((c) => c.id),
    ).toEqual(['karte-1', 'karte-2']);
  });
});
