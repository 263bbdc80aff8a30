export function browserNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** A system notification, when the user allowed them for this site (the toast shows either way). */
export function notifyBrowser(title: string, body: string, tag: string): void {
  if (browserNotificationsSupported() && Notification.permission === 'granted') new Notification(title, { body, tag });
}
