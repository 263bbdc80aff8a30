// DockFlow's Web Push handler (docs/decisions.md, "Web Push"). Registered on its own scope
// (/push-sw/) so it never replaces the app's service worker; a Workbox service worker can take it
// in with importScripts('/push-sw.js') instead. It shows what the server pushed, and a tap opens
// (or focuses) the page the push names.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, tag: message.tag, data: { url: message.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
