/** The public routes (spec §2): login and its modes, password pages, logout, cancellation, help, campaign links. */
import { CAMPAIGNS } from '../../config/paths';
import type { RouteDef } from './types';

export const publicRoutes: RouteDef = {
  page: () => import('../layouts/PublicLayout'),
  children: [
    { path: 'login', name: 'login', title: 'login', page: () => import('../../features/auth/pages/LoginPage') },
    {
      path: 'login/session-expired',
      name: 'login.sessionExpired',
      title: 'sessionExpired',
      page: () => import('../../features/auth/pages/LoginPage'),
      props: { sessionExpired: true },
    },
    {
      path: 'forgot-password',
      name: 'forgotPassword',
      title: 'forgotPassword',
      page: () => import('../../features/auth/pages/ForgotPasswordPage'),
    },
    {
      path: 'new-password',
      name: 'newPassword',
      title: 'newPassword',
      page: () => import('../../features/auth/pages/NewPasswordPage'),
    },
    {
      path: 'logged-out',
      name: 'loggedOut',
      title: 'loggedOut',
      page: () => import('../../features/auth/pages/LoggedOutPage'),
    },
    // beyond spec: the cancellation button of § 312k BGB works without login
    {
      path: 'kuendigen',
      name: 'kuendigen',
      title: 'kuendigen',
      page: () => import('../../features/kuendigung/pages/PublicKuendigungPage'),
    },
    // beyond spec: „Vertrag widerrufen“ (Art. 11a VRRL) for customers who are not logged in, next to the cancellation
    {
      path: 'widerrufen',
      name: 'widerrufen',
      title: 'widerruf',
      page: () => import('../../features/widerruf/pages/PublicWiderrufPage'),
    },
    // beyond spec: help and contact, open to everybody (linked in header, footer and hotline messages)
    {
      path: 'hilfe',
      name: 'hilfe',
      title: 'hilfe',
      page: () => import('../../features/hilfe/pages/HilfePage'),
    },
    // beyond spec: the accessibility statement (BFSG), open to everybody like help
    {
      path: 'barrierefreiheit',
      name: 'barrierefreiheit',
      title: 'barrierefreiheit',
      page: () => import('../../features/barrierefreiheit/pages/BarrierefreiheitPage'),
    },
    // campaign deep links (query kampagne)
    ...CAMPAIGNS.map(
      (campaign): RouteDef => ({
        path: campaign,
        name: `kampagne.${campaign}`,
        title: 'kampagne',
        page: () => import('../../features/kampagne/pages/DeepLinkPage'),
        props: { campaign },
      }),
    ),
  ],
};
