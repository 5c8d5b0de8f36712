// After a deploy, an open page may ask for chunks that no longer exist: reload once to pick up the
// new build, but at most once a minute so a real outage cannot cause a reload loop (SPEC §2).
const KEY = "qihe:chunk-reload-at";
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(KEY)) || null;
  const now = Date.now();
  if (!shouldReload(last, now)) return;
  sessionStorage.setItem(KEY, String(now));
  window.location.reload();
}

export function installChunkReload(): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reloadOnce();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (CHUNK_ERROR.test(message)) reloadOnce();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    window.removeEventListener("unhandledrejection", onRejection);
  };
}
