import { isAllowedOrigin } from './origin.js';

describe('isAllowedOrigin', () => {
  it('accepts the app’s own origin', () => {
    expect(isAllowedOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' }, [])).toBe(true);
  });
  it('refuses a foreign origin', () => {
    expect(isAllowedOrigin({ origin: 'https://evil.example', host: 'localhost:3000' }, [])).toBe(false);
  });
  it('accepts a configured origin', () => {
    expect(isAllowedOrigin({ origin: 'https://dock.example', host: 'localhost:3000' }, ['https://dock.example'])).toBe(true);
  });
  it('refuses a browser’s cross-site request without an Origin header', () => {
    expect(isAllowedOrigin({ host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }, [])).toBe(false);
  });
  it('refuses a malformed Origin header', () => {
    expect(isAllowedOrigin({ origin: 'null', host: 'localhost:3000' }, [])).toBe(false);
  });
});
