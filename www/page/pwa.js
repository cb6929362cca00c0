// Offline use, loaded by www/page/main.js once the page is playable: registers the service
// worker (sw.js at the site's root, made by `cargo xtask dist` with the list of files to keep
// and a version from their contents) and tells the player when a new version is waiting. The
// new version takes over only when the player presses Reload; a game in progress is never
// interrupted (and it is saved anyway).
//
// In a sandboxed iframe (an opaque origin) service workers are not available:
// touching navigator.serviceWorker may even throw. Then nothing happens.

import { t } from '../i18n/messages.js';

const SW_URL = new URL('../../sw.js', import.meta.url);

/** The service worker container, or null where there is none (or it throws). */
function container() {
  try {
    return 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  } catch {
    return null;
  }
}

let notice = null;
/** Set when the player pressed Reload: the next change of worker reloads the page. */
let asked = false;

/** The non-blocking "new version" notice with its Reload button (made once). */
function showUpdate(registration, message = 'pwa.update') {
  if (!notice) {
    notice = document.createElement('div');
    notice.className = 'update-notice';
    notice.id = 'update-notice';
    notice.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.id = 'update-notice-text';
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'primary';
    reload.id = 'btn-update';
    reload.textContent = t('pwa.reload');
    reload.dataset.msg = 'pwa.reload';
    const later = document.createElement('button');
    later.type = 'button';
    later.id = 'btn-update-later';
    later.textContent = t('pwa.later');
    later.dataset.msg = 'pwa.later';
    later.addEventListener('click', () => {
      notice.hidden = true;
    });
    reload.addEventListener('click', () => {
      reload.disabled = true;
      asked = true;
      const waiting = registration?.waiting;
      if (!waiting) {
        location.reload();
        return;
      }
      // The page reloads once the new worker has taken over (controllerchange below).
      waiting.postMessage({ type: 'skip-waiting' });
    });
    notice.append(text, reload, later);
    // In the column of passing notices, if the page has one: stacked with them, never under one.
    (document.querySelector('.toasts') ?? document.body).append(notice);
  }
  const text = notice.querySelector('#update-notice-text');
  text.textContent = t(message);
  // data-msg: translatePage words it again when the language changes in place.
  text.dataset.msg = message;
  notice.hidden = false;
}

/**
 * Another tab took the new version: this tab's files and the worker's are now of two versions,
 * and a part loaded from here on would mix them. The page is told (html[data-version-changed]:
 * main.js loads no more parts) and the player asked to reload; the game is saved, and comes back.
 */
function versionChanged() {
  document.documentElement.dataset.versionChanged = 'true';
  showUpdate(null, 'pwa.otherTab');
}

/** Watches `registration` for a worker that finished installing while another controls the page. */
function watch(sw, registration) {
  const check = () => {
    if (registration.waiting && sw.controller) showUpdate(registration);
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
  check();
}

/**
 * Registers the worker; resolves to the registration, or null when service
 * workers are not available here. Never throws.
 */
async function registerServiceWorker() {
  const sw = container();
  if (!sw) return null;
  try {
    let reloading = false;
    let controlled = !!sw.controller;
    sw.addEventListener('controllerchange', () => {
      // The first install takes control silently; the page reloads only
      // after the player asked for the new version.
      const first = !controlled;
      controlled = true;
      if (asked && !reloading) {
        reloading = true;
        location.reload();
      } else if (!asked && !first) {
        versionChanged();
      }
    });
    const registration = await sw.register(SW_URL, { scope: new URL('../../', import.meta.url).pathname });
    watch(sw, registration);
    return registration;
  } catch {
    return null;
  }
}

/**
 * Links the web app manifest once the page is playable (`data-ready`, set by main.js): the
 * browser then fetches it and its icon to offer installing, which the first load need not wait
 * for (9 KB of it).
 */
function linkManifestWhenReady() {
  const root = document.documentElement;
  const link = () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = new URL('../../manifest.webmanifest', import.meta.url).href;
    document.head.append(manifest);
  };
  if (root.dataset.ready === 'true') return link();
  new MutationObserver((_, observer) => {
    if (root.dataset.ready !== 'true') return;
    observer.disconnect();
    link();
  }).observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

linkManifestWhenReady();

registerServiceWorker();
