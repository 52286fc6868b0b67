import { describe, expect, it } from 'vitest';
import { checkAlertAddressCall } from './alert-address.js';

describe('checkAlertAddressCall', () => {
  it('passes every call of the contract as its schema says it', () => {
    expect(checkAlertAddressCall({ action: 'status' })).toEqual({ call: { action: 'status' } });
    expect(checkAlertAddressCall({ action: 'request', email: 'ana@example.com' })).toEqual({
      call: { action: 'request', email: 'ana@example.com' },
    });
  });

  it('refuses a request whose address is none as invalid_email', () => {
    expect(checkAlertAddressCall({ action: 'request', email: 'not an address' })).toEqual({
      error: 'invalid_email',
    });
    expect(checkAlertAddressCall({ action: 'request' })).toEqual({ error: 'invalid_email' });
  });

  it('refuses anything else that is no call as invalid_request, whatever its shape', () => {
    for (const body of [
      { action: 'shout' },
      { action: 'Request', email: 'ana@example.com' },
      {},
      null,
      undefined,
      'request',
      ['request'],
      { action: ['request'] },
    ]) {
      expect(checkAlertAddressCall(body), JSON.stringify(body)).toEqual({
        error: 'invalid_request',
      });
    }
  });
});
