import { render } from '@testing-library/react';
import { editorialMarkup } from './editorialMarkup';

const html = (markup: string) => {
  const { container, unmount } = render(<div>{editorialMarkup(markup, '(externer Link)')}</div>);
  const out = container.firstElementChild!.innerHTML;
  unmount();
  return out;
};

test('keeps the allowed markup', () => {
  expect(html('Mit <b>Glasfaser</b><br><i>schnell</i> <em>x</em><strong>y</strong><p>a</p><ul><li>b</li></ul>')).toBe(
    'Mit <b>Glasfaser</b><br><i>schnell</i> <em>x</em><strong>y</strong><p>a</p><ul><li>b</li></ul>',
  );
});

test('drops scripts, handlers, images, styles, frames and javascript: links (with their text); unwraps other elements', () => {
  const out = html(
    '<p style="color:red" onclick="x()">A</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">Klick</a>' +
      '<iframe src="/"></iframe><div class="x"><span title="t">B</span></div><svg><script>alert(2)</script></svg><a href=" JaVaScRiPt:alert(3)">C</a>',
  );
  expect(out).toBe('<p>A</p>B');
});

test('links get rel=noopener; external ones open in a new tab; protocol-relative ones are external', () => {
  expect(html('<a href="https://www.example.org/x" target="_self" onclick="y()">D</a>')).toBe(
    '<a href="https://www.example.org/x" rel="noopener noreferrer" target="_blank">D (externer Link)</a>',
  );
  expect(html('<a href="/kundenportal/x">D</a>')).toBe('<a href="/kundenportal/x" rel="noopener noreferrer">D</a>');
  expect(html('<a href="//evil.example/x">E</a>')).toBe(
    '<a href="http://evil.example/x" rel="noopener noreferrer" target="_blank">E (externer Link)</a>',
  );
});

test('text stays text: entities and angle brackets are never markup', () => {
  expect(html('1 &lt; 2 &amp;&amp; <b>&lt;img src=x onerror=alert(1)&gt;</b>')).toBe(
    '1 &lt; 2 &amp;&amp; <b>&lt;img src=x onerror=alert(1)&gt;</b>',
  );
});

describe('links resolve like the browser', () => {
  // jsdom's origin is http://localhost; the browser would read each of these as another host
  it.each([
    ['/\\evil.example/phish', 'https://evil.example/phish'],
    ['/\t/evil.example', 'http://evil.example/'],
    ['/\n/evil.example', 'http://evil.example/'],
    // same origin, but outside the portal: an absolute href, so "//evil.example" can never be read as a host
    ['/..//evil.example', 'http://localhost//evil.example'],
    ['/.//evil.example', 'http://localhost//evil.example'],
    ['/kundenportal/..//evil.example/x', 'http://localhost//evil.example/x'],
    ['\\\\evil.example/x', 'http://evil.example/x'],
    ['//evil.example/x', 'http://evil.example/x'],
    ['HTTPS://EVIL.EXAMPLE/x', 'https://evil.example/x'],
  ])('%p is an external link with new tab and visible hint', (href, resolved) => {
    const expectedHost = new URL(resolved).host;
    const out = html(`<a href="${href}">E</a>`);
    const a = new DOMParser().parseFromString(out, 'text/html').querySelector('a');
    expect(new URL(a?.getAttribute('href') ?? 'about:blank').host).toBe(expectedHost);
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.textContent).toBe('E (externer Link)');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<b>x</b>',
    'DATA:text/html;base64,PGI+',
    'vbscript:x',
    'blob:http://localhost/x',
    'file:///etc/passwd',
  ])('%p is no link at all, and its text goes with it (no orphan "Klick")', (href) => {
    expect(html(`<a href="${href.replace(/"/g, '&quot;')}">K</a>`)).toBe('');
  });

  it('same-origin portal links keep the normalised path and stay in the tab', () => {
    expect(html('<a href="/kundenportal/private/./dashboard/rechnungen">R</a>')).toBe(
      '<a href="/kundenportal/private/dashboard/rechnungen" rel="noopener noreferrer">R</a>',
    );
    expect(html('<a href="mailto:service@example.org">M</a>')).toBe('<a href="mailto:service@example.org">M</a>');
  });
});
