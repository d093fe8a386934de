import { safeRedir } from './redir';

describe('safeRedir', () => {
  it.each([
    ['/private/dashboard/rechnungen/rechnungen', '/private/dashboard/rechnungen/rechnungen'],
    ['/private/dashboard/meine-daten/stammdaten?x=1#top', '/private/dashboard/meine-daten/stammdaten?x=1#top'],
    ['/kundenportal/private/dashboard/startseite', '/private/dashboard/startseite'],
    ['%2Fprivate%2Fdashboard%2Fvertraege%2Flist', '/private/dashboard/vertraege/list'],
    ['/zelos?kampagne=herbst', '/zelos?kampagne=herbst'],
    ['/private/./dashboard/../dashboard/startseite', '/private/dashboard/startseite'],
    ['/kundenportal/../kundenportal/private/dashboard/vertraege/list', '/private/dashboard/vertraege/list'],
  ])('follows the portal path %s', (input, expected) => {
    expect(safeRedir(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    'http://evil.example',
    '//evil.example/x',
    '///evil.example/x',
    '\\\\evil.example\\x',
    '/\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '%5C%5Cevil.example',
    'java%0ascript:alert(1)',
    '/%0a/evil.example',
    'private/dashboard',
    '/login?redir=/private',
    '/login/session-expired',
    '/logged-out',
    '',
    null,
    undefined,
    '%E0%A4%A',
    // dot segments that resolve to another host
    '/..//evil.example',
    '/.//evil.example',
    '/kundenportal//evil.example',
    '/kundenportal/..//evil.example',
    '/kundenportal/../evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E%2F%2Fevil.example',
    '/./..//evil.example/phish',
    '/private/../..//evil.example',
    // backslashes and control characters the browser drops or reads as "/"
    '/\\evil.example/phish',
    '/%5Cevil.example/phish',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/\u0000/evil.example',
    // schemes, mixed case, encoded
    'JAVASCRIPT:alert(1)',
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'https:evil.example',
    '/kundenportal/login',
    '/kundenportal/logged-out?x=1',
  ])('rejects %p', (input) => {
    expect(safeRedir(input as string | null | undefined)).toBeNull();
  });
});
