import { loadConfig } from './env.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.lateFeePerHour).toBe(50);
    expect(config.dataDir).toBe('.data');
    expect(config.importJobLockSeconds).toBe(30);
    expect(config.publicUrl).toBeUndefined();
    expect(config.siteName).toBeUndefined();
    expect(config.siteShifts).toEqual([
      { name: 'Day Shift', minuteOfDay: 360 },
      { name: 'Night Shift', minuteOfDay: 1080 },
    ]);
  });

  it('reads the site name and its shifts, ordered by start', () => {
    const config = loadConfig({ SITE_NAME: ' Dock A ', SITE_SHIFTS: '23:00 Third,7:00 First, 15:30 Second' });
    expect(config.siteName).toBe('Dock A');
    expect(config.siteShifts.map((shift) => [shift.minuteOfDay, shift.name])).toEqual([
      [420, 'First'],
      [930, 'Second'],
      [1380, 'Third'],
    ]);
  });

  it('keeps PUBLIC_URL as an origin', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://dock.example/' }).publicUrl).toBe('https://dock.example');
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be a whole number from 0 to 65535/],
    ['DATABASE_URL', 'not a url', /DATABASE_URL must be a URL/],
    ['DATABASE_URL', 'mysql://x/y', /DATABASE_URL must start with postgres:/],
    ['REDIS_URL', 'http://localhost', /REDIS_URL must start with redis:/],
    ['SITE_TIMEZONE', 'Mars/Olympus', /SITE_TIMEZONE must be an IANA time zone/],
    ['SITE_SHIFTS', 'Day Shift', /SITE_SHIFTS must be a comma-separated list of shift starts/],
    ['SITE_SHIFTS', '24:00 Late', /SITE_SHIFTS must be a comma-separated list of shift starts/],
    ['SITE_SHIFTS', '06:00 Day, 6:00 Early', /SITE_SHIFTS must give each shift its own start time/],
    ['SITE_SHIFTS', `06:00 ${'x'.repeat(41)}`, /SITE_SHIFTS must be 1 to 40 printable characters/],
    ['SITE_NAME', 'Dock\u0007A', /SITE_NAME must be 1 to 60 printable characters/],
    ['SESSION_SECRET', 'short', /SESSION_SECRET must be at least 32 characters/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL must be one of/],
    ['ALLOWED_ORIGINS', 'nope', /ALLOWED_ORIGINS must be a comma-separated list/],
    ['IMPORT_JOB_LOCK_SECONDS', '1', /IMPORT_JOB_LOCK_SECONDS must be a whole number from 2 to 600/],
    ['PUBLIC_URL', 'dock.example', /PUBLIC_URL must be a URL/],
    ['PUBLIC_URL', 'ftp://dock.example', /PUBLIC_URL must start with http: or https:/],
    ['PUBLIC_URL', 'https://dock.example/app', /PUBLIC_URL must be an origin/],
    ['VAPID_PUBLIC_KEY', 'abc', /VAPID_PUBLIC_KEY must be the 87-character base64url public key/],
    ['VAPID_PRIVATE_KEY', 'a'.repeat(43), /VAPID_PUBLIC_KEY must be the 87-character/],
    ['VAPID_SUBJECT', 'someone', /VAPID_SUBJECT must be a mailto: address or an https: URL/],
    ['PUSH_SERVICE_HOSTS', 'https://fcm.googleapis.com', /PUSH_SERVICE_HOSTS must be a comma-separated list of host names/],
    ['PUSH_SERVICE_HOSTS', 'fcm.googleapis.com, *', /PUSH_SERVICE_HOSTS must be a comma-separated list of host names/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('takes a VAPID key pair from the environment only as a pair', () => {
    const pair = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(loadConfig(pair).vapidKeys).toEqual({ publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) });
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY must be the 43-character/);
  });

  it('sends Web Push only to the browsers\' push services unless told otherwise', () => {
    expect(loadConfig({}).pushServiceHosts).toEqual(['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com']);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.com ,*.corp.example, push.example.com:8443 ' }).pushServiceHosts).toEqual(['push.example.com', '*.corp.example', 'push.example.com:8443']);
  });
});
