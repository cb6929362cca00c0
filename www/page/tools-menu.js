// More actions on a large screen: the switches at their defaults (speed, counts, values, sound)
// and the record's tools wait in a popover over the game's bar (index.html's #tools-menu, opened
// by #btn-tools), so that a first visit shows what a first game needs. Each control lives at home
// in the page, where style.css hides it, and comes into the popover while it is open: the page's
// code finds it by id wherever it is. A control the player uses stays in view from then on
// (data-kept, saved with the preferences as `kept`). A phone has the page's own More
// (www/embed/embed.js), which holds them all.

import { PHONE } from '../embed/embed.js';
import { addStylesheet } from '../board/stylesheet.js';
import { t } from '../i18n/messages.js';

/**
 * Wires `menu` (a popover that `button` opens) to the page's tucked controls ([data-tuck]);
 * `prefs` and `save()` are the page's preferences and how they are saved.
 * @param {HTMLElement} menu
 * @param {HTMLElement} button
 * @param {{ prefs: { kept?: string[], [key: string]: unknown }, save: () => void }} page
 */
export function toolsMenu(menu, button, { prefs, save }) {
  const doc = menu.ownerDocument;
  addStylesheet(doc.head, new URL('./tools-menu.css', import.meta.url).href);
  // Named as the phone's More is (translatePage names it again in another language).
  menu.setAttribute('role', 'group');
  menu.dataset.msgLabel = 'controls.more';
  menu.setAttribute('aria-label', t('controls.more'));
  button.setAttribute('aria-expanded', 'false');
  const settings = doc.createElement('div');
  const tools = doc.createElement('div');
  settings.className = tools.className = 'bar';
  menu.append(settings, tools);
  // Where each control lives in the page: a marker it goes back after.
  const homes = new Map();
  for (const node of doc.querySelectorAll('.game [data-tuck]')) {
    const mark = doc.createComment(node.id);
    node.before(mark);
    homes.set(node, mark);
    // A control used (in the popover or in view) is kept in view.
    node.addEventListener(node.matches('button') ? 'click' : 'change', () => keep(node));
  }
  const studyTools = doc.getElementById('study-tools');

  function keep(node) {
    if (node.hasAttribute('data-kept')) return;
    node.setAttribute('data-kept', '');
    prefs.kept = [...new Set([...(prefs.kept ?? []), node.id])];
    save();
  }

  /** The controls the page hides now (not those hidden for other reasons), into the popover. */
  function fill() {
    const tucked = [...homes.keys()].filter((node) => !node.hidden && getComputedStyle(node).display === 'none');
    settings.append(...tucked.filter((node) => !studyTools.contains(node)));
    tools.append(...tucked.filter((node) => studyTools.contains(node)));
    settings.hidden = !settings.childElementCount;
    tools.hidden = !tools.childElementCount;
  }

  function empty() {
    for (const [node, mark] of homes) if (menu.contains(node)) mark.after(node);
  }

  // beforetoggle comes at once, toggle at the next task: the nodes go home once the focus is back.
  menu.addEventListener('beforetoggle', (/** @type {ToggleEvent} */ e) => {
    button.setAttribute('aria-expanded', String(e.newState === 'open'));
    if (e.newState === 'open') fill();
  });
  menu.addEventListener('toggle', (/** @type {ToggleEvent} */ e) => {
    if (e.newState === 'closed') empty();
  });
  // A button that acts (not Sound, a switch) closes the popover; the focus goes back to More.
  menu.addEventListener('click', (e) => {
    const target = /** @type {Element} */ (e.target).closest('button');
    if (target && !target.hasAttribute('aria-pressed') && menu.matches(':popover-open')) menu.hidePopover();
  });
  // A phone's layout has its own More: this one closes.
  matchMedia(PHONE).addEventListener('change', () => menu.matches(':popover-open') && menu.hidePopover());
  // Opened before this module was loaded.
  if (menu.matches(':popover-open')) {
    fill();
    button.setAttribute('aria-expanded', 'true');
  }
}
