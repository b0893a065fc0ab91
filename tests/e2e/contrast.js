// Contrast as a person sees it, measured in the page from getComputedStyle:
//   await textContrasts(page, root)   every visible text under `root` below 4.5:1
//   await markContrasts(page, root)   every chart bar, dot and line below 3:1
//   await edgeContrasts(page, sel)    the border of each control matched, below 3:1 against what is around it
//   await controlsOutOfScheme(page, root, scheme)   form controls drawn in the other scheme
// Each returns a list of lines, one per problem, empty when all is well. A colour is read by
// painting it on a canvas (so that color-mix(), color() and named colours all come out as
// sRGB bytes), the background is what lies under the element's middle (elementsFromPoint, so
// that a tag drawn outside its parent's box is judged against what is really behind it), and a
// gradient counts by its worst stop.

/** Installs the measuring functions in the page, once. */
async function install(page) {
  await page.evaluate(() => {
    if (window.__contrast) return;
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    /** [r, g, b, a] (0-255, a 0-1) of any CSS colour. */
    const rgba = (css) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];
    const channel = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (a, b) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x + 0.05) / (y + 0.05);
    };
    /**
     * The colours a box paints behind its content: its background colour, and its gradients'
     * stops, one list per image layer, the top layer first (the felt's weave of dots lies over
     * its green).
     */
    const layer = (el) => {
      const s = getComputedStyle(el);
      const colour = rgba(s.backgroundColor);
      // A gradient sized to a strip (the scoresheet's edge shadow, 1.5rem at its right) lies
      // under the text at that edge only: only a gradient over the whole box counts.
      const whole = s.backgroundSize.split(',').every((v) => v.trim() === 'auto');
      const images = [];
      let depth = 0;
      let start = 0;
      const text = whole && s.backgroundImage !== 'none' ? s.backgroundImage : '';
      for (let i = 0; i <= text.length; i++) {
        if (text[i] === '(') depth++;
        if (text[i] === ')') depth--;
        if (i === text.length || (text[i] === ',' && depth === 0)) {
          images.push(text.slice(start, i));
          start = i + 1;
        }
      }
      const colours = /(rgba?|color|oklab|oklch|lab|lch|hsla?)\([^()]*(\([^()]*\)[^()]*)*\)/g;
      const layers = images
        .map((image) => (image.match(colours) ?? []).map(rgba).filter((c) => c[3] > 0))
        .filter((stops) => stops.length);
      return { colour, images: layers, stops: layers.flat() };
    };
    /** The boxes behind `el`'s middle, itself first, down to the page. */
    const behind = (el) => {
      const r = el.getBoundingClientRect();
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const stack = document.elementsFromPoint(x, y);
      const at = stack.indexOf(el);
      if (at >= 0) return stack.slice(at);
      // Covered (a sticky tray over a scrolled row) or not hit (a pointer-events: none box):
      // its own ancestors.
      const chain = [];
      for (let e = el; e; e = e.parentElement) chain.push(e);
      return chain;
    };
    /** The possible backgrounds under `el`: one per gradient stop, composed over what lies below. */
    const backgrounds = (el, around = false) => {
      const layers = [];
      for (const e of behind(el).slice(around ? 1 : 0)) {
        const l = layer(e);
        layers.push(l);
        if (l.colour[3] >= 1 && l.stops.length === 0) break;
      }
      let under = [[255, 255, 255, 1]];
      if (layers.length && layers.at(-1).colour[3] < 1 && layers.at(-1).stops.length === 0) {
        under = [rgba(getComputedStyle(document.documentElement).backgroundColor)];
      }
      for (const l of layers.reverse()) {
        under = under.map((u) => over(l.colour, u));
        for (const stops of [...l.images].reverse()) under = stops.flatMap((s) => under.map((u) => over(s, u)));
      }
      return under;
    };
    const opacity = (el) => {
      let o = 1;
      for (let e = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
      return o;
    };
    const seen = (el) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !el.closest('.sr-only, [data-shell], [aria-hidden=true] title') &&
      el.getBoundingClientRect().width > 0;
    const name = (el) => {
      const cls = typeof el.className === 'string' ? el.className : el.className.baseVal;
      return `${el.tagName.toLowerCase()}${cls ? `.${cls.trim().split(/\s+/).join('.')}` : ''}`;
    };
    /** The worst contrast of `fg` (with the element's opacity) over any of its backgrounds. */
    const worst = (el, fg) => {
      const c = rgba(fg);
      c[3] *= opacity(el);
      return Math.min(...backgrounds(el).map((b) => ratio(over(c, b), b)));
    };
    window.__contrast = { rgba, over, luminance, ratio, backgrounds, worst, seen, name };
  });
}

/** Every visible text under `root` (a selector) with less than `min`:1 against its background. */
export async function textContrasts(page, root, min = 4.5) {
  await install(page);
  return page.evaluate(
    ([root, min]) => {
      const { worst, seen, name } = window.__contrast;
      const out = [];
      for (const top of document.querySelectorAll(root)) {
        for (const el of [top, ...top.querySelectorAll('*')]) {
          if (['SCRIPT', 'STYLE', 'TITLE', 'OPTION'].includes(el.tagName) || !seen(el)) continue;
          // An inactive control (Undo with nothing to take back) needs no contrast (WCAG 1.4.3).
          if (el.closest(':disabled')) continue;
          const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
          const after = getComputedStyle(el, '::after').content;
          const drawn = after && !['none', 'normal', '""'].includes(after);
          if (!own && !drawn) continue;
          const s = own ? getComputedStyle(el) : getComputedStyle(el, '::after');
          const fg = el instanceof SVGElement ? s.fill : s.color;
          const text = own ? el.textContent.trim() : after;
          if (window.__contrast.rgba(fg)[3] === 0) continue;
          const r = worst(el, fg);
          if (r < min) out.push(`${name(el)} "${text.slice(0, 40)}": ${r.toFixed(2)}:1 (${fg})`);
        }
      }
      return out;
    },
    [root, min],
  );
}

/** Every chart mark (bar, dot, line) under `root` with less than `min`:1 against the chart's background. */
export async function markContrasts(page, root, min = 3) {
  await install(page);
  return page.evaluate(
    ([root, min]) => {
      const { worst, name } = window.__contrast;
      const out = [];
      for (const mark of document.querySelectorAll(`${root} svg.chart :is(.bar, .dot, .line)`)) {
        const s = getComputedStyle(mark);
        const fg = mark.classList.contains('line') ? s.stroke : s.fill;
        const chart = mark.closest('svg');
        const r = Math.min(worst(chart, fg), worst(mark, fg));
        if (r < min) out.push(`${name(mark)} in ${chart.getAttribute('aria-label')}: ${r.toFixed(2)}:1 (${fg})`);
      }
      return out;
    },
    [root, min],
  );
}

/** The border of every element matching `selector` with less than `min`:1 against what is around it. */
export async function edgeContrasts(page, selector, min = 3) {
  await install(page);
  return page.evaluate(
    ([selector, min]) => {
      const { rgba, over, backgrounds, ratio, seen, name } = window.__contrast;
      const out = [];
      for (const el of document.querySelectorAll(selector)) {
        if (!seen(el)) continue;
        const edge = rgba(getComputedStyle(el).borderTopColor);
        const r = Math.min(...backgrounds(el, true).map((b) => ratio(over(edge, b), b)));
        if (r < min) out.push(`${name(el)} "${el.textContent.trim()}"'s edge: ${r.toFixed(2)}:1`);
      }
      return out;
    },
    [selector, min],
  );
}

/**
 * Form controls under `root` drawn in the other scheme than the page's (`scheme`): any control
 * whose colour scheme does not include it, and in a dark page a select or field with a light
 * background, or text under 4.5:1 on it.
 */
export async function controlsOutOfScheme(page, root, scheme) {
  await install(page);
  return page.evaluate(
    ([root, scheme]) => {
      const { rgba, luminance, worst, seen, name } = window.__contrast;
      const out = [];
      for (const el of document.querySelectorAll(`${root} :is(select, input, textarea, button)`)) {
        // A checkbox or file input hidden inside its label is drawn by the label.
        if (!seen(el) && !el.closest('label')) continue;
        const s = getComputedStyle(el);
        // ("normal", the default, is the light scheme.)
        const schemes = s.colorScheme === 'normal' ? ['light'] : s.colorScheme.split(' ');
        if (!schemes.includes(scheme)) out.push(`${name(el)} is drawn in the ${s.colorScheme} scheme, not ${scheme}`);
        const field = el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || ['text', 'number'].includes(el.type);
        if (field && scheme === 'dark') {
          const bg = rgba(s.backgroundColor);
          if (bg[3] > 0 && luminance(bg) > 0.2) out.push(`${name(el)} has a light background (${s.backgroundColor})`);
        }
        if (field && seen(el)) {
          const r = worst(el, s.color);
          if (r < 4.5) out.push(`${name(el)}'s text: ${r.toFixed(2)}:1`);
        }
      }
      return out;
    },
    [root, scheme],
  );
}
