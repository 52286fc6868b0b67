import { FUNNEL_STEPS, STORES, type DayTotals, type FunnelStepKey, type Store } from '@shared';

export interface FunnelRow {
  step: FunnelStepKey;
  count: number;
  /** Of the first step (page opened for the total; store chosen for one store); null: no base. */
  share: number | null;
  /** Lost since the previous step, as a share of it; null for the first step or no base. */
  dropOff: number | null;
}

/** The funnel's steps with share and drop-off: in total (from page opened) or for one store. */
export function funnelRows(totals: DayTotals, store: Store | null): FunnelRow[] {
  const steps = store === null ? FUNNEL_STEPS : FUNNEL_STEPS.filter((step) => step !== 'opened');
  const countOf = (step: FunnelStepKey) =>
    store === null || step === 'opened' ? totals[step] : totals.stores[store][step];
  const base = countOf(steps[0]);
  return steps.map((step, index) => {
    const count = countOf(step);
    const previous = steps[index - 1];
    const before = previous === undefined ? null : countOf(previous);
    return {
      step,
      count,
      share: base === 0 ? null : count / base,
      dropOff: before === null || before === 0 ? null : Math.max(0, before - count) / before,
    };
  });
}

/** The stores that appear in the period, in STORES order. */
export function activeStores(totals: DayTotals): Store[] {
  return STORES.filter((store) => Object.values(totals.stores[store]).some((value) => value > 0));
}
