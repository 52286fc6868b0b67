import { BUILD_CHECK_DELAY_MS } from '@/config/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  createBuildCheck,
  fetchDeployedBuildId,
  isSlowConnection,
  reloadOnNavigationWhenStale,
  type FetchLike,
  type RouterStateLike,
} from './build-check';

const respond = (body: unknown, ok = true): FetchLike =>
  vi.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) }));

function manualTimer() {
  const pending: { callback: () => void; ms: number }[] = [];
  return {
    pending,
    setTimer: (callback: () => void, ms: number) => pending.push({ callback, ms }),
    fire: async () => {
      pending.splice(0).forEach((t) => t.callback());
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('isSlowConnection', () => {
  it('treats 2g, slow-2g and save-data as slow', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('fetchDeployedBuildId', () => {
  it('asks for /build.json with a timestamp and no cache', async () => {
    const fetchFn = respond({ id: 'b2' });
    await expect(fetchDeployedBuildId(fetchFn, '/', 1234)).resolves.toBe('b2');
    expect(fetchFn).toHaveBeenCalledWith('/build.json?t=1234', { cache: 'no-store' });
  });

  it('returns null for failures and malformed answers', async () => {
    await expect(fetchDeployedBuildId(respond({ id: 'x' }, false), '/', 1)).resolves.toBeNull();
    await expect(fetchDeployedBuildId(respond({ nope: 1 }), '/', 1)).resolves.toBeNull();
    await expect(fetchDeployedBuildId(respond(null), '/', 1)).resolves.toBeNull();
    const offline: FetchLike = () => Promise.reject(new TypeError('offline'));
    await expect(fetchDeployedBuildId(offline, '/', 1)).resolves.toBeNull();
  });
});

describe('createBuildCheck', () => {
  it('checks once, BUILD_CHECK_DELAY_MS after start, and flags a different build', async () => {
    const timer = manualTimer();
    const fetchFn = respond({ id: 'new' });
    const check = createBuildCheck({
      currentId: 'old',
      baseUrl: '/',
      fetchFn,
      now: () => 42,
      setTimer: timer.setTimer,
    });
    expect(check.start()).toBe(true);
    expect(timer.pending[0]?.ms).toBe(BUILD_CHECK_DELAY_MS);
    expect(BUILD_CHECK_DELAY_MS).toBe(1_000);
    expect(fetchFn).not.toHaveBeenCalled();
    await timer.fire();
    expect(fetchFn).toHaveBeenCalledWith('/build.json?t=42', { cache: 'no-store' });
    expect(check.isStale()).toBe(true);
  });

  it('stays fresh when the deployed build is this one or cannot be read', async () => {
    for (const fetchFn of [respond({ id: 'same' }), respond({}, false)]) {
      const timer = manualTimer();
      const check = createBuildCheck({
        currentId: 'same',
        baseUrl: '/',
        fetchFn,
        now: () => 1,
        setTimer: timer.setTimer,
      });
      check.start();
      await timer.fire();
      expect(check.isStale()).toBe(false);
    }
  });

  it('does not check on a very slow connection', () => {
    const timer = manualTimer();
    const check = createBuildCheck({
      currentId: 'a',
      baseUrl: '/',
      fetchFn: respond({ id: 'b' }),
      now: () => 1,
      setTimer: timer.setTimer,
      connection: { effectiveType: '2g' },
    });
    expect(check.start()).toBe(false);
    expect(timer.pending).toHaveLength(0);
  });
});

describe('reloadOnNavigationWhenStale', () => {
  type State = RouterStateLike;
  function fakeRouter() {
    let listener: ((state: State) => void) | undefined;
    return {
      subscribe: (l: (state: State) => void) => {
        listener = l;
        return () => undefined;
      },
      createHref: (l: { pathname: string; search: string; hash: string }) =>
        `${l.pathname}${l.search}${l.hash}`,
      emit: (state: State) => listener?.(state),
    };
  }
  const here = { pathname: '/products', search: '', hash: '' };
  const target = { pathname: '/templates', search: '?a=1', hash: '' };

  it('does a full page load of the navigation target once stale, only once', () => {
    const router = fakeRouter();
    let stale = false;
    const assign = vi.fn();
    reloadOnNavigationWhenStale(router, { isStale: () => stale }, assign);
    router.emit({ location: here, navigation: { state: 'loading', location: target } });
    expect(assign).not.toHaveBeenCalled();
    stale = true;
    router.emit({ location: here, navigation: { state: 'idle' } });
    expect(assign).not.toHaveBeenCalled();
    router.emit({ location: here, navigation: { state: 'loading', location: target } });
    router.emit({ location: here, navigation: { state: 'loading', location: target } });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/templates?a=1');
  });
});
