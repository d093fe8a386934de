/**
 * GET /portal/{startseite|vertraege}.json (shape not shown, §7): a list of cards, or an object holding it
 * under `cards` / `items`. A card without title and text carries nothing and is left out; image and link
 * may be missing or null (the card is then shown without them).
 */
import * as v from 'valibot';
import { withReadings } from '../../api/readings';
import { listOf, optionalId, text } from '../../api/schemaParts';

/** A list as the portal compares it: comma-separated text, or a list (another reading) joined to it. */
const commaList = v.fallback(
  v.union([
    v.pipe(
      v.array(v.union([v.string(), v.number()])),
      v.transform((entries) => entries.map(String).join(', ')),
    ),
    text,
  ]),
  '',
);

/**
 * How the other reading of the open card shape names what a card sells, whom it is for (lists) and where it leads
 * (test/backend/README.md, „Two readings of the open shapes“): read into the portal's fields, so in every reading no
 * card upsells what is held, a business card reaches no private customer and an advert leads to its offer.
 */
const CARD_READINGS = {
  produktnummern: ['verkauft'],
  kundentypen: ['zielgruppen'],
  link: ['verweis.ziel'],
  linkText: ['verweis.beschriftung'],
} as const;

export const editorialCardSchema = v.pipe(
  withReadings(
    CARD_READINGS,
    v.object({
      id: optionalId,
      title: text,
      /** may contain simple markup (b, i, a, br, p, ul, li): render only sanitised */
      text,
      image: text,
      imageAlt: text,
      link: text,
      linkText: text,
      /** beyond spec: the customer types the card is for, comma-separated (e.g. 'geschaeftlich, business'); '' = all */
      kundentypen: commaList,
      /**
       * beyond spec: the product numbers the card advertises, comma-separated; '' = none. Not shown to a customer
       * who holds all of them (no upsell of tariffs already held)
       */
      produktnummern: commaList,
    }),
  ),
  v.check((card) => Boolean(card.title || card.text)),
);

export type EditorialCard = v.InferOutput<typeof editorialCardSchema>;

const cards = listOf(editorialCardSchema, 'editorial');

export const editorialCardsSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => {
    const list =
      answer && typeof answer === 'object' && !Array.isArray(answer)
        ? ((answer as { cards?: unknown; items?: unknown }).cards ?? (answer as { items?: unknown }).items)
        : answer;
    // cards without id get their position as key (React needs one; ids are compared as strings)
    return v.parse(cards, list).map((card, index) => ({ ...card, id: card.id || `karte-${index + 1}` }));
  }),
);
