// Registers the service worker (sw.js, written by scripts/precache.mjs) that keeps the game
// working offline, and tells the player when a new release is ready.
//
// A new release installs in the background while this page keeps running the files it started
// with. Once it is complete, a notice offers "Reload"; only then is the new worker told to take
// over (SKIP_WAITING), and the page reloads when it has. The saved game is in localStorage and
// carries over. Left alone, the new release starts on the next visit after every tab is closed.
(() => {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // Whether a worker already served this page: the first worker taking control (first visit)
  // changes no file, a later change of worker does.
  let controlled = Boolean(sw.controller);
  let waiting = null;
  let reloadAsked = false;
  let noticeShown = false;
  const watched = new WeakSet();

  // The app (Yew) clears <body> when it mounts, so the notice waits until the app has started
  // (the app marks <html data-app="started"> and fires TrunkApplicationStarted).
  const started = new Promise((resolve) => {
    if (document.documentElement.dataset.app === 'started') resolve();
    else addEventListener('TrunkApplicationStarted', () => resolve(), { once: true });
  });

  function reload() {
    reloadAsked = true;
    if (waiting && waiting.state === 'installed') waiting.postMessage({ type: 'SKIP_WAITING' });
    else location.reload();
  }

  async function showUpdateNotice() {
    if (noticeShown) return;
    noticeShown = true;
    await started;
    const aside = document.createElement('aside');
    aside.id = 'update-notice';
    aside.className = 'update-notice';
    aside.setAttribute('aria-label', window.yahtzeeText?.label ?? 'Update');
    const status = document.createElement('div');
    status.className = 'notice';
    status.setAttribute('role', 'status');
    aside.append(status);
    document.body.append(aside);
    // The live region exists before its text, so that screen readers announce the text.
    requestAnimationFrame(() => {
      const text = document.createElement('p');
      // The words are the page's, in its language (src/i18n/web.rs sets `yahtzeeText`).
      const say = window.yahtzeeText ?? {};
      text.textContent = say.update ?? 'A new version of Yahtzee is ready. Your game is saved.';
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'primary';
      button.textContent = say.reload ?? 'Reload';
      button.addEventListener('click', reload);
      const dismiss = document.createElement('button');
      dismiss.type = 'button';
      dismiss.setAttribute('aria-label', say.dismiss ?? 'Dismiss update notice');
      dismiss.textContent = '×';
      dismiss.addEventListener('click', () => {
        aside.remove();
        noticeShown = false;
      });
      status.append(text, button, dismiss);
    });
  }

  function watch(worker) {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    const check = () => {
      // With no controller this is the first install: nothing to update, the page is current.
      if (worker.state === 'installed' && sw.controller) {
        waiting = worker;
        showUpdateNotice();
      }
    };
    worker.addEventListener('statechange', check);
    check();
  }

  sw.addEventListener('controllerchange', () => {
    if (reloadAsked) location.reload();
    // Another tab took the new release: this page still runs the old files, so offer a reload.
    else if (controlled) showUpdateNotice();
    controlled = true;
  });

  // Register once the game is on screen, the coach is ready (src/app/solver.rs says so with
  // the "yahtzee-coach-ready" event; at most 5 s) and the
  // browser is idle, so that downloading the whole release does not compete with starting the
  // game or with the first layers of the coach's table.
  const coach = new Promise((resolve) => {
    addEventListener('yahtzee-coach-ready', () => resolve(), { once: true });
    setTimeout(resolve, 5000);
  });
  const idle = () =>
    new Promise((resolve) => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 200);
    });
  Promise.all([started, coach])
    .then(idle)
    .then(async () => {
      let registration;
      try {
        registration = await sw.register('sw.js', { scope: './', updateViaCache: 'none' });
      } catch (error) {
        console.warn('Offline play is not available:', error);
        return;
      }
      // A browser that keeps service workers off (a policy, an automation setting) may resolve
      // with no registration at all.
      if (!registration) return;
      // The words of the language in use are kept for offline play: on a first visit they were
      // fetched before any worker ran. (Words fetched under a worker, a language chosen later, it
      // keeps as they pass.)
      sw.ready.then((ready) => ready.active?.postMessage({ type: 'KEEP_WORDS', code: document.documentElement.lang }));
      watch(registration.waiting);
      watch(registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
      // Look for a new release now and whenever the player comes back to the tab.
      const update = () => {
        if (navigator.onLine) registration.update().catch(() => {});
      };
      update();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') update();
      });
    });
})();
