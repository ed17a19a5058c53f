// Runs before the first paint (a blocking external script in <head>: no inline script, so a strict
// Content-Security-Policy holds). Marks the chosen colour scheme — the stored choice, else the
// operating system's — on <html>, so the page never flashes the wrong theme while the app loads;
// the app then puts the theme's class on <html> and <body> (packages/features/src/kit/theme.ts,
// same storage key).
(function () {
  var theme = null;
  try {
    theme = window.localStorage.getItem('petrobridge.theme');
  } catch {
    // Storage disabled: follow the operating system.
  }
  if (theme !== 'light' && theme !== 'dark')
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
})();

// The landing page and the app are chunks of their own, not part of the entry (a signed-in visitor
// never needs the landing, a signed-out one on `/` not the app). Ask for the one that will show and
// its styles now, alongside the entry, instead of after the entry has run: the landing on `/` without
// the server's "signed in" hint cookie, the app anywhere else — the same test as src/main.tsx. The
// build lists each one's files in <meta name="pb-landing"> and <meta name="pb-app">
// (apps/web/vite.config.ts).
(function () {
  var signedIn = document.cookie.split(';').some(function (c) {
    return c.trim() === 'pb_signed_in=1';
  });
  var landing = window.location.pathname === '/' && !signedIn;
  var meta = document.querySelector(landing ? 'meta[name="pb-landing"]' : 'meta[name="pb-app"]');
  if (!meta) return;
  meta.content.split(' ').forEach(function (href) {
    if (!href) return;
    var link = document.createElement('link');
    if (/\.css$/.test(href)) {
      // A preload, not a stylesheet: the boot's import() then adds the stylesheet and waits for it.
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // As Vite's own preloads do: a request of another CORS mode would not reuse this one.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();
