import { describe, expect, it } from '@jest/globals';
import { errorPage } from './error-page.js';

describe('errorPage', () => {
  it('shows the message as text: markup in it is escaped, never run', () => {
    const page = errorPage({ statusCode: 404, error: 'Not Found', message: 'Shipment <script>alert("x")</script> & co not found.', code: 'NOT_FOUND' });
    expect(page).toContain('<p>Shipment &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co not found.</p>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('<title>DockFlow: Not Found</title>');
  });
});
