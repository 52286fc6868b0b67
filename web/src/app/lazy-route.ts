import type { ComponentType } from 'react';
import { data, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import { withChunkErrors } from '@/lib/chunk-reload';

/**
 * What a route module exports (app/routes/*, layouts): the screen (or layout) as `default`, and
 * optionally a data `loader`.
 */
export interface RouteModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/** Param name → check. A failing check is spec §2's "route that fails validation": 404. */
export type ParamRules = Record<string, (value: string) => boolean>;

export function assertParams(params: LoaderFunctionArgs['params'], rules: ParamRules): void {
  for (const [name, isValid] of Object.entries(rules)) {
    const value = params[name];
    if (value === undefined || !isValid(value)) throw data(null, { status: 404 });
  }
}

/** The route properties of a route module: its screen, and its loader behind the param checks. */
export function moduleRoute(module: RouteModule, rules?: ParamRules) {
  const moduleLoader = module.loader;
  const loader: LoaderFunction | undefined =
    rules || moduleLoader
      ? (args, context) => {
          if (rules) assertParams(args.params, rules);
          return moduleLoader ? moduleLoader(args, context) : null;
        }
      : undefined;
  return { Component: module.default, ...(loader ? { loader } : {}) };
}

/**
 * A lazy route chunk: `lazy: lazyRoute(() => import('./routes/products'))`. A chunk that fails to
 * download surfaces as a ChunkLoadError (the error boundary reloads once per path).
 */
export function lazyRoute(load: () => Promise<RouteModule>, rules?: ParamRules) {
  return async () => moduleRoute(await withChunkErrors(load)(), rules);
}
