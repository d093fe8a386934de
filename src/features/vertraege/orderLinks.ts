import type { Kundendaten, Vertrag } from '../../api/types';
import { hrefFor, type RouteName } from '../../config/paths';
import { CLIENT_IDS } from '../../config/constants';
import { orderRouteQuery } from '../eligibility/rules';

/** Tabs that lead into an order screen (src/features/bestellung). */
export type OrderTab =
  | 'produktwechsel'
  | 'treueangebot'
  | 'produktwechselalt'
  | 'option-hinzufuegen'
  | 'umzug'
  | 'technologieupgrade'
  | 'vertragswechsel'
  | 'mobilfunk'
  | 'spezialangebot'
  | 'energie-bundle'
  | 'cloud'
  | 'antivirus'
  | 'voip-telefonie';

interface OrderTarget {
  route: RouteName;
  clientId?: string;
  extra?: Record<string, string>;
}

/**
 * Which order screen each tab leads to. ASSUMED where the spec names no route for a tab: umzug starts at
 * the move's address step (its availability check picks sofort/wechsel/abbruch), option tabs use the add-on order.
 */
const TARGETS: Record<OrderTab, OrderTarget> = {
  produktwechsel: { route: 'vertragdetail.produktwechsel.bestellung', clientId: CLIENT_IDS.produktwechsel },
  // spec §2: loyalty-offer routes add downgradeAllowed=false
  treueangebot: {
    route: 'vertragdetail.treueangebot.bestellung',
    clientId: CLIENT_IDS.treueangebot,
    extra: { downgradeAllowed: 'false' },
  },
  produktwechselalt: { route: 'vertragdetail.produktwechsel.bestellung', clientId: CLIENT_IDS.main },
  'option-hinzufuegen': { route: 'vertragdetail.zusatzoption.bestellung', clientId: CLIENT_IDS.main },
  umzug: { route: 'vertragdetail.umzug' },
  technologieupgrade: { route: 'vertragdetail.technupgrade.bestellung', clientId: CLIENT_IDS.main },
  vertragswechsel: { route: 'vertragdetail.vertragswechsel', clientId: CLIENT_IDS.main },
  mobilfunk: { route: 'vertragdetail.mobilfunk.bestellung', clientId: CLIENT_IDS.mobilfunk },
  spezialangebot: {
    route: 'vertragdetail.produktwechsel.bestellung',
    clientId: CLIENT_IDS.main,
    extra: { spezialangebot: 'true' },
  },
  'energie-bundle': {
    route: 'vertragdetail.zusatzoption.bestellung',
    clientId: CLIENT_IDS.main,
    extra: { option: 'energie' },
  },
  cloud: { route: 'vertragdetail.zusatzoption.bestellung', clientId: CLIENT_IDS.main, extra: { option: 'cloud' } },
  antivirus: {
    route: 'vertragdetail.zusatzoption.bestellung',
    clientId: CLIENT_IDS.main,
    extra: { option: 'antivirus' },
  },
  'voip-telefonie': {
    route: 'vertragdetail.zusatzoption.bestellung',
    clientId: CLIENT_IDS.main,
    extra: { option: 'voip' },
  },
};

/** Link into the order flow for a tab: hrefFor(route, { id }, basic query + the tab's extras + `extra`). */
export function orderHref(
  tab: OrderTab,
  v: Vertrag,
  kundendaten: Kundendaten,
  extra: Record<string, string> = {},
): string {
  const target = TARGETS[tab];
  const clientId = target.clientId ? { clientId: target.clientId } : {};
  return hrefFor(
    target.route,
    { id: v.contractId },
    { ...orderRouteQuery(v, kundendaten.customerType), ...clientId, ...target.extra, ...extra },
  );
}
