import { render } from '@testing-library/react';
import { editorialMarkup } from './editorialMarkup';

const html = (markup: string) => {
  const { container, unmount } = render(<div>{editorialMarkup(markup)}</div>);
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

test('links get rel=noopener; external ones open in a new tab; protocol-relative ones are not links', () => {
  expect(html('<a href="https://www.example.org/x" target="_self" onclick="y()">D</a>')).toBe(
    '<a href="https://www.example.org/x" rel="noopener noreferrer" target="_blank">D</a>',
  );
  expect(html('<a href="/kundenportal/x">D</a>')).toBe('<a href="/kundenportal/x" rel="noopener noreferrer">D</a>');
  expect(html('<a href="//evil.example/x">E</a>')).toBe('');
});

test('text stays text: entities and angle brackets are never markup', () => {
  expect(html('1 &lt; 2 &amp;&amp; <b>&lt;img src=x onerror=alert(1)&gt;</b>')).toBe(
    '1 &lt; 2 &amp;&amp; <b>&lt;img src=x onerror=alert(1)&gt;</b>',
  );
});
