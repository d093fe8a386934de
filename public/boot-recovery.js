// Inlined into every page by build.mjs, allowed by its hash in the CSP (deploy/hosting.mjs); a classic script, no imports.
(() => {
  // A visitor who has chosen about cookies (src/features/session/consentStorage.ts) never sees the consent banner
  // that the prerendered pages carry: hidden before the first paint (public/base.css), removed after hydration.
  try {
    if (localStorage.getItem('kundenportal.consent')) document.documentElement.classList.add('kp-consent-decided');
  } catch {
    // storage blocked: the banner asks, as on a first visit
  }

  // Trusted Types (the CSP requires them for script sinks): the default policy lets plain text through and
  // refuses markup. MUI's date field writes its section texts with innerHTML; nothing of ours writes HTML.
  if (window.trustedTypes?.createPolicy) {
    window.trustedTypes.createPolicy('default', {
      createHTML: (text) => (/[<>]/.test(text) ? null : text),
    });
  }

  // A first load whose entry script or one of its imports failed (the connection dropped while the page loaded):
  // the browser never retries a failed module, only a new document loads it. So the page reloads by itself, once
  // the browser is online again, at most once per tab (sessionStorage); otherwise it says so with „Neu laden“.
  var KEY = 'kp-boot-reload';
  var failed = false;
  function show(state) {
    var box = document.getElementById('boot-failure');
    if (!box) return;
    box.setAttribute('data-state', state);
    box.hidden = false;
  }
  function reloadOnce() {
    try {
      if (sessionStorage.getItem(KEY)) return show('failed');
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return show('failed');
    }
    location.reload();
  }
  addEventListener(
    'error',
    (event) => {
      var el = event.target;
      if (failed || !el || el.tagName !== 'SCRIPT') return;
      failed = true;
      if (navigator.onLine === false) {
        show('offline');
        addEventListener('online', reloadOnce, { once: true });
      } else {
        reloadOnce();
      }
    },
    true,
  );
  // the page's scripts ran: a later failure may reload once again
  addEventListener('DOMContentLoaded', () => {
    if (failed) return;
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // storage disabled: nothing to clear
    }
  });
  document.addEventListener('click', (event) => {
    if (event.target && event.target.id === 'boot-reload') location.reload();
  });
})();
