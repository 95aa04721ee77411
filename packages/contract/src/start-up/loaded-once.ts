/**
 * A library the process loads once, when it starts (decision 158): the same promise for every caller
 * afterwards, so that its files are read from the release it started from and never again. A release
 * installed over the running one (`npm ci` in its folder) then changes nothing for it, where a first
 * `import()` during the install would fail, and Node would remember the failure until a restart.
 */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
