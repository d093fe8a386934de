import { CUSTOMER_TIME_ZONE } from '../../config/constants';
import { now } from '../../lib/dates';
import { widerrufsfrist } from '../../lib/widerrufsfrist.mjs';

/** The withdrawal period of an order concluded at `bestelltAm` (ISO), as of today in the customer's time zone. */
export const fristVon = (bestelltAm: string) => widerrufsfrist(bestelltAm, now(), CUSTOMER_TIME_ZONE);
