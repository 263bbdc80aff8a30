/** Text as XML or HTML character data (also safe in a double-quoted attribute); characters XML 1.0 cannot hold at all are dropped. */
export function escapeMarkup(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
