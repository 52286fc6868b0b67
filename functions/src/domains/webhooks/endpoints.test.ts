import { describe, expect, it } from 'vitest';
import type { WebhookEndpointDoc } from '../../shared/index.js';
import { endpointChange } from './endpoints.js';

const at = (ms: number) => ({ toMillis: () => ms, toDate: () => new Date(ms) });
const endpoint = (fields: Partial<WebhookEndpointDoc> = {}): WebhookEndpointDoc => ({
  kind: 'generic',
  label: 'Desk',
  url: 'https://hooks.example.com/x',
  enabled: true,
  createdAt: at(1),
  createdBy: 'owner',
  ...fields,
});

describe('what a member’s write asks the functions to do', () => {
  it('sends a test event once per new request time', () => {
    expect(
      endpointChange(endpoint(), endpoint({ testRequestedAt: at(5000) })).testRequestedAt,
    ).toEqual(new Date(5000));
    const same = endpoint({ testRequestedAt: at(5000) });
    expect(endpointChange(same, { ...same, label: 'Renamed' }).testRequestedAt).toBeNull();
  });

  it('starts the failure count afresh when switched on again, and cleans up a removed one', () => {
    expect(endpointChange(endpoint({ enabled: false }), endpoint()).switchedOn).toBe(true);
    expect(endpointChange(endpoint(), endpoint({ enabled: false })).switchedOn).toBe(false);
    expect(endpointChange(null, endpoint()).switchedOn).toBe(false);
    expect(endpointChange(endpoint(), null)).toEqual({
      removed: true,
      switchedOn: false,
      testRequestedAt: null,
    });
  });
});
