// Runs before the first paint (a blocking external script in <head>: no inline script, so a strict
// Content-Security-Policy holds). Marks the chosen colour scheme — the stored choice, else the
// operating system's — on <html>, so the page never flashes the wrong theme while the app loads;
// the app then puts the theme's class on <html> and <body> (packages/features/src/shared/theme.ts,
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
