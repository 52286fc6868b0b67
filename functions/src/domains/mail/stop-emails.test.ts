import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { NO_STOPS, stoppedFor } from '../../platform/mail/queue-mail.js';
import { changedStops, liftedForSeller } from './stop-emails.js';

describe('stops', () => {
  const at = Timestamp.fromMillis(1_800_000_000_000);

  it('hold back exactly their scope, and everything for `all`', () => {
    const alerts = changedStops(NO_STOPS, { kind: 'alerts', uid: 's1' }, 'stop', at);
    expect(stoppedFor(alerts, { kind: 'alerts', uid: 's1' })).toBe(true);
    expect(stoppedFor(alerts, { kind: 'alerts', uid: 's2' })).toBe(false);
    expect(stoppedFor(alerts, { kind: 'digest', uid: 's1' })).toBe(false);
    expect(stoppedFor(alerts, { kind: 'case', caseId: 'c1' })).toBe(false);
    const all = changedStops(NO_STOPS, { kind: 'all' }, 'stop', at);
    for (const scope of [
      { kind: 'alerts', uid: 's1' },
      { kind: 'digest', uid: 's2' },
      { kind: 'case', caseId: 'c1' },
    ] as const) {
      expect(stoppedFor(all, scope)).toBe(true);
    }
  });

  it('are lifted by the same scope, and for a seller by proving the address', () => {
    let stops = changedStops(NO_STOPS, { kind: 'alerts', uid: 's1' }, 'stop', at);
    stops = changedStops(stops, { kind: 'digest', uid: 's1' }, 'stop', at);
    stops = changedStops(stops, { kind: 'alerts', uid: 's2' }, 'stop', at);
    stops = changedStops(stops, { kind: 'all' }, 'stop', at);
    expect(changedStops(stops, { kind: 'all' }, 'resume', at).all).toBeUndefined();
    const lifted = liftedForSeller(stops, 's1');
    expect(lifted).toEqual({ alerts: { s2: at }, digest: {} });
  });
});
