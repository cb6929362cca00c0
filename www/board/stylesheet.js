// A stylesheet linked on first use by a view loaded later (not part of the first load), into the
// page's head or an element's shadow root.

/** Adds the stylesheet `href` to `parent` (a document's head, a shadow root), once; resolves when it has loaded (or failed). */
export function addStylesheet(parent, href) {
  const present = [...parent.querySelectorAll('link[rel="stylesheet"]')].find((link) => link.href === href);
  if (present) return present.dataset.loaded ? Promise.resolve() : new Promise((resolve) => present.addEventListener('load', resolve, { once: true }));
  const link = (parent.ownerDocument ?? document).createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const ready = /** @type {Promise<void>} */ (new Promise((resolve) => {
    const done = () => {
      link.dataset.loaded = 'true';
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  }));
  parent.append(link);
  return ready;
}
