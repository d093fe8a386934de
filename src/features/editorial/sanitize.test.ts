import { sanitizeEditorialHtml } from './sanitize';

test('keeps the allowed markup', () => {
  expect(sanitizeEditorialHtml('Mit <b>Glasfaser</b><br><i>schnell</i> <em>x</em><strong>y</strong><p>a</p><ul><li>b</li></ul>')).toBe(
    'Mit <b>Glasfaser</b><br><i>schnell</i> <em>x</em><strong>y</strong><p>a</p><ul><li>b</li></ul>',
  );
});

test('removes scripts, handlers, images, styles and javascript: links', () => {
  const out = sanitizeEditorialHtml('<p style="color:red" onclick="x()">A</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">Klick</a><iframe src="/"></iframe>');
  expect(out).toBe('<p>A</p><a rel="noopener noreferrer">Klick</a>');
});

test('links get rel=noopener; external ones open in a new tab', () => {
  expect(sanitizeEditorialHtml('<a href="https://www.example.org/x" target="_self">D</a>')).toBe('<a href="https://www.example.org/x" target="_blank" rel="noopener noreferrer">D</a>');
  expect(sanitizeEditorialHtml('<a href="/kundenportal/x">D</a>')).toBe('<a href="/kundenportal/x" rel="noopener noreferrer">D</a>');
});
