/**
 * What every way of starting the server in production sets before Node starts (glibc's allocator,
 * V8's gc for collect-garbage.ts; decision 153): the site's processes under test (site-process.ts,
 * Playwright's server) run as production's do. tests/unit/deploy/systemd-unit.test.ts checks that the unit, npm's scripts and run-cluster.sh set it.
 */
export const PRODUCTION_RUNTIME_ENV = {
  MALLOC_MMAP_THRESHOLD_: "131072",
  MALLOC_ARENA_MAX: "2",
  NODE_OPTIONS: "--expose-gc",
} as const;
