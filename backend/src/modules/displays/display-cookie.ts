import type { Request, Response } from 'express';
import { DISPLAY_COOKIE } from '../../common/auth/display-device.js';

/** Browsers cap a cookie's lifetime at 400 days; the board read renews it, so a display that runs never loses it. */
const COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/** The device token in an HttpOnly cookie, Secure over HTTPS, as the session's (docs/architecture.md §5.8). */
export function setDisplayCookie(request: Request, response: Response, token: string): void {
  response.cookie(DISPLAY_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: request.secure, maxAge: COOKIE_MAX_AGE_MS, path: '/' });
}
