/**
 * Eligibility routing (spec §2, §4): fetch what the campaign's rule needs, decide with the pure
 * decideRoute, return the address to navigate to. Navigation itself is the caller's (router) job.
 */
import { createAppAsyncThunk } from '../../app/thunk';
import { hrefFor, type Campaign } from '../../config/paths';
import { CLIENT_IDS } from '../../config/constants';
import type { GfplusAdresse } from '../../api/types';
import { eligibilityPortalApi } from './eligibilityApi';
import { gfplusAdresseLoaded } from '../session/sessionSlice';
import { checksFor, detectTechwechsel, loadProduktpruefungen } from './checkThunks';
import { CAMPAIGN_FLOW, CAMPAIGNS_WITH_PRODUCT_CHECKS, decideRoute, type RouteTarget } from './rules';

/** GET gfpluskundenadressen?kundennummer= once per session; a failure is logged and means "no address". */
export const loadGfplusAdresse = createAppAsyncThunk(
  'eligibility/loadGfplusAdresse',
  async (_: void, { dispatch, getState }): Promise<GfplusAdresse | null> => {
    const { gfplusAdresse, kundendaten } = getState().session;
    if (gfplusAdresse || !kundendaten) return gfplusAdresse;
    try {
      const { adresse } = await dispatch(
        eligibilityPortalApi.endpoints.gfplusAdresse.initiate(kundendaten.number, { subscribe: false }),
      ).unwrap();
      if (adresse) dispatch(gfplusAdresseLoaded(adresse));
      return adresse ?? null;
    } catch (error) {
      console.error('GFPlus-Adresse konnte nicht geladen werden', error);
      return null;
    }
  },
);

/**
 * Decides where a campaign leads this customer; resolves to the route target (dashboard if nothing fits),
 * or to null when the session ended while routing: a 401 of any portal call made on the way (e.g.
 * gfpluskundenadressen) ends the session like any other 401 (§4, §8), and the session-expired page, not
 * the start page, is where the customer goes.
 */
export const routeCampaign = createAppAsyncThunk(
  'eligibility/routeCampaign',
  async ({ campaign }: { campaign: Campaign }, { dispatch, getState }): Promise<RouteTarget | null> => {
    const sessionOpen = () => getState().session.status === 'loggedIn' && getState().session.kundendaten !== null;
    if (!sessionOpen()) return null;
    const clientId = CLIENT_IDS[CAMPAIGN_FLOW[campaign]];
    if (CAMPAIGNS_WITH_PRODUCT_CHECKS.includes(campaign)) await dispatch(loadProduktpruefungen({ clientId }));
    const techwechsel = campaign === 'technologiewechsel' ? await dispatch(detectTechwechsel()).unwrap() : null;
    const gfplusAdresse = campaign === 'vertraghinzu-gfplus' ? await dispatch(loadGfplusAdresse()).unwrap() : null;
    const state = getState();
    const kundendaten = state.session.kundendaten;
    if (!sessionOpen() || !kundendaten) return null;
    return decideRoute(campaign, {
      contracts: state.contracts.list,
      checks: checksFor(state.contracts.list, state.contracts.produktpruefungen, clientId),
      customerType: kundendaten.customerType,
      firstContractId: state.contracts.firstContractId,
      organisationCustomerId: state.contracts.organisationCustomerId,
      zelosDokumente: state.session.zelosDokumente,
      specialOffer: state.specialOffer.offer,
      gfplusAdresse,
      techwechsel,
    });
  },
);

export const hrefOfTarget = (target: RouteTarget): string => hrefFor(target.name, target.params, target.query);
