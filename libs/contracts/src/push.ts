/** GET /api/push/public-key: the VAPID public key a browser subscribes with (applicationServerKey). */
export interface PushPublicKey {
  publicKey: string;
}

/** What a Web Push carries to the device's service worker (docs/product.md §8.4). */
export interface PushMessage {
  title: string;
  body: string;
  /** The app path opened when the notification is tapped. */
  url: string;
  /** Notifications with one tag replace each other on the device. */
  tag: string;
}
