/**
 * In the page (pass it to page.evaluate): resolves with ms from the next click's timestamp to the first frame in
 * which the page is there complete: the address, <main>'s own h1 (the address changes before the new page
 * renders, and the old page's h1 is still there until it has), no progress indicator left in <main>, and, where
 * given, an element matching `selector` and the `text` (the data). Used by softnav.mjs and business.mjs.
 * Self-contained: Playwright sends only the function's source to the page.
 */
export function clickToReady({ path, heading, selector, text }) {
  return new Promise((resolve) => {
    let clickedAt = null;
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const ready = () => {
      const main = document.querySelector('main');
      if (location.pathname !== path || main?.querySelector('h1')?.textContent !== heading) return false;
      if (main.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root, [aria-busy="true"]')) return false;
      if (selector && !main.querySelector(selector)) return false;
      return !text || main.textContent.includes(text);
    };
    const frame = () => {
      if (clickedAt !== null && ready()) resolve(performance.now() - clickedAt);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
