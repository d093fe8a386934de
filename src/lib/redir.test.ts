import { safeRedir } from './redir';

describe('safeRedir', () => {
  it.each([
    ['/private/dashboard/rechnungen/rechnungen', '/private/dashboard/rechnungen/rechnungen'],
    ['/private/dashboard/meine-daten/stammdaten?x=1#top', '/private/dashboard/meine-daten/stammdaten?x=1#top'],
    ['/kundenportal/private/dashboard/startseite', '/private/dashboard/startseite'],
    ['%2Fprivate%2Fdashboard%2Fvertraege%2Flist', '/private/dashboard/vertraege/list'],
    ['/zelos?kampagne=herbst', '/zelos?kampagne=herbst'],
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
  ])('rejects %p', (input) => {
    expect(safeRedir(input as string | null | undefined)).toBeNull();
  });
});
