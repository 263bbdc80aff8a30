import type { PushPublicKey } from '@dockflow/contracts';

/** The push handler (frontend/public/push-sw.js) and the scope it is registered on, apart from the app's own service worker. */
const PUSH_WORKER_URL = '/push-sw.js';
const PUSH_WORKER_SCOPE = '/push-sw/';

/** Whether this browser can receive Web Push with the app closed. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Asks the browser for a subscription to the server's VAPID key (the permission prompt first); its JSON for the server. */
export async function subscribeThisDevice({ publicKey }: PushPublicKey): Promise<PushSubscriptionJSON | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) });
  return subscription.toJSON();
}

/** Ends this browser's subscription; its endpoint, for the server to forget, or null when it had none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
