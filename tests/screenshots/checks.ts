/**
 * In-page checks of a story before its shot. Plain JavaScript in a string: tsx would wrap inner
 * functions of this file in a `__name` helper that does not exist in the page.
 */
/**
 * What a user sees broken that pixels compared with an accepted baseline would not catch:
 *
 * - the page scrolls sideways at its viewport (names the element that makes it);
 * - a word of a navigation label is broken across lines (compares the line boxes of each
 *   word's Range: an unbroken word has all its rects on one line).
 */
export const layoutChecksScript = `(() => {
  const problems = [];
  const describe = (el) => {
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return el.tagName.toLowerCase() + cls + (text ? ' "' + text + '"' : '');
  };
  const root = document.scrollingElement || document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth > width) {
    // Finds the culprit by hiding one child at a time from the body down: the deepest element
    // without which the page fits. (The shot fails anyway, so the layouts this costs are fine.)
    const culprit = [];
    let node = document.body;
    descend: for (;;) {
      for (const child of node.children) {
        const display = child.style.display;
        child.style.display = 'none';
        const fits = root.scrollWidth <= width;
        child.style.display = display;
        if (fits) {
          culprit.push(describe(child));
          node = child;
          continue descend;
        }
      }
      break;
    }
    problems.push('the page scrolls horizontally: ' + root.scrollWidth + ' px wide at a ' + width + ' px viewport' + (culprit.length ? ', because of ' + culprit[culprit.length - 1] + ' (in ' + culprit.slice(-3, -1).reverse().join(' in ') + ')' : ''));
  }
  const labels = document.querySelectorAll('[data-nowrap-words], nav a, nav button, [role="tab"], [role="menuitem"]');
  const broken = [];
  for (const label of labels) {
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent || '';
      const words = /\\S{2,}/g;
      let match;
      while ((match = words.exec(text))) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set();
        for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
        if (lines.size > 1) broken.push('"' + match[0] + '" in ' + describe(label));
      }
    }
  }
  if (broken.length) problems.push('a word of a navigation label is broken across lines: ' + broken.slice(0, 3).join('; '));
  return problems;
})()`;
