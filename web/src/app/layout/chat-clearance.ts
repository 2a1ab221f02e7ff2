// Whether the floating chat button would sit on top of something to read or use: text, a
// field, a button or a link (at 390 px it covered the hero subtitle, product
// descriptions, the checkout's City field and admin order cards).
const CONTROLS = 'input, textarea, select, button, a, label, summary';
const STEPS = [0.1, 0.3, 0.5, 0.7, 0.9];

function overlaps(a: DOMRect, b: DOMRect) {
  return a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
}

// Any text in el's subtree (outside own) whose line boxes reach into r: a sample point can
// land beside a short word ("44000") that still lies partly under the button.
function textUnder(el: Element, r: DOMRect, own: Element): boolean {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || own.contains(node)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const t of range.getClientRects()) if (overlaps(t, r)) return true;
  }
  return false;
}

/** True when content lies under `button` (which is inside `own`, left out of the search). */
export function coversContent(button: Element, own: Element = button): boolean {
  const r = button.getBoundingClientRect();
  if (r.width === 0 || typeof document.elementsFromPoint !== 'function') return false;
  const seen = new Set<Element>();
  for (const fx of STEPS) {
    for (const fy of STEPS) {
      const under = document
        .elementsFromPoint(r.left + r.width * fx, r.top + r.height * fy)
        .find((e) => !own.contains(e));
      if (!under || under === document.body || under === document.documentElement) continue;
      if (under.closest(CONTROLS)) return true;
      if (seen.has(under)) continue;
      seen.add(under);
      if (textUnder(under, r, own)) return true;
    }
  }
  return false;
}
