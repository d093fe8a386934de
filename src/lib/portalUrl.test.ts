import { classifyLink, sameOriginImage } from './portalUrl';

const ORIGIN = 'https://portal.example';

describe('classifyLink: what the browser would open', () => {
  it.each([
    ['/kundenportal/private/dashboard/startseite', '/private/dashboard/startseite'],
    ['/kundenportal/private/dashboard/rechnungen?jahr=2026#liste', '/private/dashboard/rechnungen?jahr=2026#liste'],
    ['https://portal.example/kundenportal/private/dashboard/vertraege/list', '/private/dashboard/vertraege/list'],
    ['/kundenportal/private/x/../dashboard/startseite', '/private/dashboard/startseite'],
    ['  /kundenportal/kuendigen  ', '/kuendigen'],
  ])('%p is the portal page %p', (raw, path) => {
    expect(classifyLink(raw, ORIGIN)).toEqual({ kind: 'internal', path });
  });

  it.each([
    // the browser stays on the origin (path "//evil.example"), outside the portal: external, absolute href
    ['/..//evil.example', 'portal.example'],
    ['/.//evil.example', 'portal.example'],
    ['/kundenportal//evil.example', 'portal.example'],
    ['/\\evil.example/phish', 'evil.example'],
    ['/\t/evil.example', 'evil.example'],
    ['/\n/evil.example', 'evil.example'],
    ['/\r\n/evil.example', 'evil.example'],
    ['\\\\evil.example', 'evil.example'],
    ['//evil.example', 'evil.example'],
    ['https://evil.example/kundenportal/x', 'evil.example'],
    ['http://portal.example/kundenportal/x', 'portal.example'],
    ['/impressum', 'portal.example'],
  ])('%p is external (host %s): new tab with a hint', (raw, host) => {
    const target = classifyLink(raw, ORIGIN);
    expect(target?.kind).toBe('external');
    expect(new URL((target as { href: string }).href).host).toBe(host);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' \u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    'http://[::1',
  ])('%p is no link', (raw) => {
    expect(classifyLink(raw, ORIGIN)).toBeNull();
  });
});

describe('sameOriginImage', () => {
  it.each([
    ['/portal/img/glasfaser.svg', '/portal/img/glasfaser.svg'],
    ['/kundenportal/../portal/img/a.png', '/portal/img/a.png'],
    ['https://portal.example/portal/img/a.png?v=2', '/portal/img/a.png?v=2'],
  ])('%p stays on the portal: %p', (raw, src) => {
    expect(sameOriginImage(raw, ORIGIN)).toBe(src);
  });

  it.each([
    '/\\evil.example/x.png',
    '/\t/evil.example/x.png',
    '//evil.example/x.png',
    '/..//evil.example/x.png',
    'https://evil.example/x.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    // no image at all (alt shapes: image null or missing) is not the page's own address
    '',
    '   ',
  ])('%p is not requested', (raw) => {
    expect(sameOriginImage(raw, ORIGIN)).toBeNull();
  });
});
